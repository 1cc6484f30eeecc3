import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../domain/consent';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { insertVideo, userIdOf } from '../videos/videos.test-helpers';

/** A local peer standing in for the IP-lookup services. */
let peer: Server;
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  peer = createServer((req, res) =>
    res.end(JSON.stringify({ countryCode: req.url?.includes('203.0.113.') ? 'JP' : 'XX' })),
  );
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const lookup = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/{ip}`;
  t = await createTestApp({
    env: {
      ADMIN_EMAILS: 'boss@example.com',
      GEO_LOOKUP_URLS: lookup,
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      MARKETING_SCRIPT_URL: 'https://ads.example.net/tag.js',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.org/a.js',
    },
  });
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, 'http://localhost:3000', '10.7.0.1');
  member = new TestClient(t.app, 'http://localhost:3000', '10.7.0.2');
  await signUpConfirmed(t.ctx, admin, 'boss@example.com', 'boss');
  await signUpConfirmed(t.ctx, member, 'member@example.com', 'member');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

const decision = (status: string, preferences: Record<string, boolean>, extra: object = {}) => ({
  anonId: crypto.randomUUID(),
  status,
  preferences: { necessary: true, functional: false, analytics: false, marketing: false, ...preferences },
  regime: 'gdpr',
  country: 'FR',
  version: CONSENT_VERSION,
  ...extra,
});

describe('the regime for the visitor', () => {
  const policy = async (query: string, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/consent/policy${query}`, headers, remoteAddress: ip })
    ).json();

  it('takes the override first, then the CDN header, then the IP lookup, then the browser locale', async () => {
    expect(await policy('?override=de', { 'cf-ipcountry': 'US' }, '203.0.113.5')).toMatchObject({
      country: 'DE',
      source: 'override',
      policy: { regime: 'gdpr', showBanner: true, highlightRejectOption: true },
    });
    expect(await policy('', { 'cf-ipcountry': 'US' }, '203.0.113.5')).toMatchObject({
      country: 'US',
      source: 'header',
      policy: { regime: 'optOut', showBanner: true, highlightRejectOption: false },
    });
    expect(await policy('?locale=fr-FR', {}, '203.0.113.5')).toMatchObject({
      country: 'JP',
      source: 'lookup',
      policy: { regime: 'noticeOnly', showBanner: false },
    });
    expect(await policy('?locale=pt-BR', {}, '198.51.100.1')).toMatchObject({
      country: 'BR',
      source: 'locale',
      policy: { regime: 'optOut' },
    });
    // Without the parameter (the page's preload), the browser's first language says it.
    expect(await policy('', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' }, '198.51.100.1')).toMatchObject({
      country: 'BR',
      source: 'locale',
    });
    expect(await policy('', { 'accept-language': "$'*;q=1" }, '198.51.100.1')).toMatchObject({
      country: null,
      source: 'unknown',
    });
    // Unknown everywhere: gdpr with a banner.
    expect(await policy('?locale=en')).toMatchObject({
      country: null,
      source: 'unknown',
      policy: { regime: 'gdpr' },
    });
  });

  it('names the consent-gated scripts the operator configured', async () => {
    expect((await policy('')).scripts).toEqual({
      analytics: 'https://stats.example.org/a.js',
      marketing: 'https://ads.example.net/tag.js',
    });
  });
});

describe('decisions', () => {
  it('are recorded as proof (with the member when signed in), and set the cookie the server honours', async () => {
    const res = await member.post('/api/consent', decision('custom', { functional: true, marketing: true }));
    expect(res.statusCode).toBe(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`kinora_consent=${CONSENT_VERSION}%3Afunctional%2Cmarketing`));
    const rows = await t.ctx.db.query<{ status: string; user_id: string; regime: string; country: string }>(
      'select status, user_id, regime, country from consent_records where status = $1',
      ['custom'],
    );
    expect(rows.rows).toEqual([
      { status: 'custom', user_id: await userIdOf(member), regime: 'gdpr', country: 'FR' },
    ]);
  });

  it('a reset is recorded too and removes the cookie; a record of another version is refused', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: decision('unknown', {}),
      headers: { origin: 'http://localhost:3000' },
    });
    expect(reset.statusCode).toBe(204);
    expect(String(reset.headers['set-cookie'])).toMatch(/kinora_consent=;/);
    const old = await member.post('/api/consent', decision('accepted', {}, { version: '2023-01-01' }));
    expect(old.statusCode).toBe(400);
    const forged = await member.post('/api/consent', {
      ...decision('accepted', {}),
      preferences: { necessary: false, functional: true, analytics: true, marketing: true },
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('consent is honoured by the server', () => {
  it('sets the visitor id cookie only with functional consent', async () => {
    const id = await insertVideo(t.ctx, await userIdOf(member));
    const without = await t.app.inject({ method: 'GET', url: `/api/videos/${id}` });
    expect(String(without.headers['set-cookie'] ?? '')).not.toMatch(/kinora_vid=/);
    const withConsent = await t.app.inject({
      method: 'GET',
      url: `/api/videos/${id}`,
      headers: { cookie: `kinora_consent=${CONSENT_VERSION}:functional` },
    });
    expect(String(withConsent.headers['set-cookie'])).toMatch(/kinora_vid=/);
  });

  it('lets a third-party origin into the content-security policy only while its category is granted', async () => {
    const csp = async (cookie?: string) =>
      String(
        (await t.app.inject({ method: 'GET', url: '/api/health', headers: cookie ? { cookie } : {} }))
          .headers['content-security-policy'],
      );
    const none = await csp();
    expect(none).not.toContain('ads.example.net');
    expect(none).not.toContain('stats.example.org');
    const marketing = await csp(`kinora_consent=${encodeURIComponent(`${CONSENT_VERSION}:marketing`)}`);
    expect(marketing).toMatch(/script-src [^;]*https:\/\/ads\.example\.net/);
    expect(marketing).not.toContain('stats.example.org');
    expect(await csp(`kinora_consent=2020-01-01:marketing`)).not.toContain('ads.example.net');
  });
});

describe('the proof can be exported', () => {
  it('as CSV by admins only', async () => {
    await member.post(
      '/api/consent',
      decision('accepted', { functional: true, analytics: true, marketing: true }),
    );
    expect((await member.get('/api/admin/consent-records')).statusCode).toBe(403);
    const res = await admin.get('/api/admin/consent-records');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'created_at,anon_id,user_id,status,functional,analytics,marketing,regime,country,version',
    );
    expect(lines.some((l) => l.includes('"accepted"') && l.includes('"true","true","true"'))).toBe(true);
    const none = await admin.get('/api/admin/consent-records?from=2000-01-01&to=2000-01-02');
    expect(none.body.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    ['to=9999-12-31', 'the last day a date can name (its next day is past year 9999)'],
    ['from=0000-01-01', 'year zero'],
    ['from=2026-03-02&to=2026-03-01', 'a range that ends before it starts'],
    ['from=2026-02-30', 'a day that does not exist'],
    ['to=tomorrow', 'not a date'],
    ['from=2026-01-01&from=2026-01-02', 'a repeated parameter'],
  ])('refuses %s (%s) with 400 invalid_date_range before any byte of CSV', async (query) => {
    const res = await admin.get(`/api/admin/consent-records?${query}`);
    expect({
      status: res.statusCode,
      type: res.headers['content-type'],
      code: res.json().error?.code,
    }).toEqual({
      status: 400,
      type: expect.stringMatching(/application\/json/),
      code: 'invalid_date_range',
    });
  });

  it('exports the widest range it accepts, and one day exactly', async () => {
    const all = await admin.get('/api/admin/consent-records?from=1970-01-01&to=9999-12-30');
    expect(all.statusCode).toBe(200);
    expect(all.body.trim().split('\n').length).toBeGreaterThan(1);
    const today = new Date().toISOString().slice(0, 10);
    const day = await admin.get(`/api/admin/consent-records?from=${today}&to=${today}`);
    expect(day.body.trim().split('\n').length).toBe(all.body.trim().split('\n').length);
  });
});
