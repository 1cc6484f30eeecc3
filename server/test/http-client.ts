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
  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  hasSession() {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
