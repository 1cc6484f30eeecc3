import { join } from 'node:path';
import WebSocket from 'ws';
import { listOutbox } from '../../server/adapters/mail/outbox-mailer';

export const CLUSTER_PASSWORD = 'Kinora-Cluster#2026';

/**
 * A browser over real HTTP: keeps its cookies whichever node answers, and sends the Origin of the
 * site's public address (nginx) as the app's pages do, so the CSRF and session checks are the real
 * ones. `via` picks the address a request goes to: nginx, or one api node directly (to say which
 * node serves it). `forwardedFor` stands for the client's address when a node is addressed directly
 * (nginx overwrites it with the connection's address).
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(
    readonly origin: string,
    public forwardedFor?: string,
  ) {}

  async fetch(via: string, path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.origin);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    if (this.forwardedFor && via !== this.origin) headers.set('x-forwarded-for', this.forwardedFor);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${via}${path}`, { ...init, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1);
      if (value === '' || attrs.some((a) => /max-age=0/i.test(a.trim()))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(via: string, path: string) {
    return this.fetch(via, path);
  }
  post(via: string, path: string, json: unknown = {}) {
    return this.fetch(via, path, { method: 'POST', json });
  }
  patch(via: string, path: string, json: unknown) {
    return this.fetch(via, path, { method: 'PATCH', json });
  }
  delete(via: string, path: string) {
    return this.fetch(via, path, { method: 'DELETE' });
  }
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  forget(): void {
    this.cookies.clear();
  }

  /** The app's realtime socket on one node, with this browser's cookies; resolves on "hello". */
  async socket(via: string): Promise<LiveSocket> {
    const ws = new WebSocket(`${via.replace(/^http/, 'ws')}/api/realtime`, {
      origin: this.origin,
      headers: this.cookies.size ? { cookie: this.cookieHeader() } : {},
    });
    const live = new LiveSocket(ws);
    await live.next((m) => m.type === 'hello', 10_000);
    return live;
  }
}

export type Message = { type: string; [key: string]: unknown };

/** Every message a socket received, with the time it arrived. */
export class LiveSocket {
  readonly received: { at: number; message: Message }[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.received.push({ at: performance.now(), message: JSON.parse(String(raw)) as Message });
      for (const wake of this.waiters.splice(0)) wake();
    });
    ws.on('close', () => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }
  send(message: object): void {
    this.ws.send(JSON.stringify(message));
  }
  /** The first message (received or to come) that matches, with its arrival time. */
  async next(match: (m: Message) => boolean, timeoutMs = 30_000): Promise<{ at: number; message: Message }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((r) => match(r.message));
      if (found) return found;
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting');
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  close(): void {
    this.ws.close();
  }
}

/**
 * Signs up through `via` and follows the confirmation link from the mail outbox (written by
 * whichever worker sent the mail) on `confirmVia`: the browser ends up signed in.
 */
export async function confirmedMember(
  browser: Browser,
  dataDirs: string[],
  who: { email: string; username: string },
  via: string,
  confirmVia = via,
): Promise<void> {
  const res = await browser.post(via, '/api/auth/sign-up/email', {
    email: who.email,
    password: CLUSTER_PASSWORD,
    name: who.username,
    username: who.username,
    callbackURL: '/',
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 150 && !link; i++) {
    for (const dir of dataDirs) {
      const mail = (await listOutbox(join(dir, 'mail'), { to: who.email }))[0];
      link ??= mail ? /https?:\/\/\S+/.exec(mail.text)?.[0] : undefined;
    }
    if (!link) await new Promise((r) => setTimeout(r, 200));
  }
  if (!link) throw new Error(`no confirmation mail for ${who.email}`);
  const url = new URL(link);
  const confirmed = await browser.get(confirmVia, `${url.pathname}${url.search}`);
  if (confirmed.status >= 400) throw new Error(`confirmation failed: ${confirmed.status}`);
  if (!(await signedInUser(browser, confirmVia)))
    throw new Error(`not signed in after confirming ${who.email}: ${confirmed.status}`);
}

/** The signed-in member's id as `via` sees this browser's cookies, or null. */
export async function signedInUser(browser: Browser, via: string): Promise<string | null> {
  const res = await browser.get(via, '/api/session');
  if (res.status !== 200) throw new Error(`/api/session: ${res.status}`);
  return ((await res.json()) as { user: { id: string } | null }).user?.id ?? null;
}
