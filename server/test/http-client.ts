import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A tiny browser for app.inject: keeps cookies between requests and sends the Origin header a page
 * of the app would send, so tests exercise the same CSRF and session paths as real users.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = 'http://localhost:3000',
    public ip = '127.0.0.1',
  ) {}

  async request(options: InjectOptions) {
    const headers: Record<string, string> = {
      origin: this.origin,
      ...(options.headers as Record<string, string>),
    };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ remoteAddress: this.ip, ...options, headers });
    const setCookie = res.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }

  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  /** A multipart/form-data request with text fields and an optional file (field "file" unless named). */
  multipart(
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    file?: { bytes: Buffer; filename: string; field?: string; contentType?: string },
  ) {
    const boundary = `----kinora${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    if (file) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return this.request({
      method,
      url,
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }
  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  hasSession() {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
  /** The same browser (its cookies, kept in common) talking to another api node of the same database. */
  on(app: FastifyInstance): TestClient {
    const other = new TestClient(app, this.origin, this.ip);
    other.cookies = this.cookies;
    return other;
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
