import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '../../../domain/consent';
import { appSettings } from '../../db/schema';
import { TestClient } from '../../test/http-client';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { givePremium } from '../billing/billing.test-helpers';
import { userIdOf } from '../videos/videos.test-helpers';
import { ADS_SETTINGS_TOPIC, AdSettingsCache } from './ad-settings-cache';
import { ADS_SETTINGS_KEY, writeAdSettings } from './ads.repository';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let member: TestClient;
let premium: TestClient;
let visitor: TestClient;

const PUBLISHER = 'ca-pub-1234567890123456';
const marketing = `kinora_consent=${encodeURIComponent(`${CONSENT_VERSION}:marketing`)}`;
const functionalOnly = `kinora_consent=${encodeURIComponent(`${CONSENT_VERSION}:functional`)}`;

const patch = (payload: unknown) =>
  admin.request({ method: 'PATCH', url: '/api/admin/ads', payload: payload as object });
const csp = async (cookie?: string) =>
  String(
    (await t.app.inject({ method: 'GET', url: '/api/health', headers: cookie ? { cookie } : {} })).headers[
      'content-security-policy'
    ],
  );
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

beforeAll(async () => {
  t = await createTestApp({ env: { MARKETING_SCRIPT_URL: 'https://tags.example.net/m.js' } });
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, 'http://localhost:3000', '10.8.0.1');
  member = new TestClient(t.app, 'http://localhost:3000', '10.8.0.2');
  premium = new TestClient(t.app, 'http://localhost:3000', '10.8.0.3');
  visitor = new TestClient(t.app, 'http://localhost:3000', '10.8.0.4');
  await signUpConfirmed(t.ctx, admin, 'ads-admin@example.com', 'adsadmin');
  await signUpConfirmed(t.ctx, member, 'ads-member@example.com', 'adsmember');
  await signUpConfirmed(t.ctx, premium, 'ads-premium@example.com', 'adspremium');
  await grantConfiguredAdmins(t.ctx, ['ads-admin@example.com']);
  await givePremium(t.ctx, await userIdOf(premium));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each scenario starts with nothing configured.
  await t.ctx.db.db.delete(appSettings);
  await patch({ enabled: false, publisherId: null, slots: { homeFeed: null, watch: null } });
});

describe('GET /api/ads', () => {
  it('shows house ads to visitors and free members while no network is configured', async () => {
    for (const client of [visitor, member]) {
      const res = await client.get('/api/ads');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ show: true, network: null });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("shows the network's units once an admin configures and enables it", async () => {
    await patch({ publisherId: PUBLISHER, slots: { homeFeed: '1111111111', watch: '2222222222' } });
    expect((await member.get('/api/ads')).json()).toEqual({ show: true, network: null });
    await patch({ enabled: true });
    expect((await visitor.get('/api/ads')).json()).toEqual({
      show: true,
      network: {
        publisherId: PUBLISHER,
        scriptUrl: `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${PUBLISHER}`,
        slots: { homeFeed: '1111111111', watch: '2222222222' },
      },
    });
    await patch({ enabled: false });
    expect((await member.get('/api/ads')).json()).toEqual({ show: true, network: null });
  });

  it('shows nothing at all to Premium members', async () => {
    await patch({ enabled: true, publisherId: PUBLISHER });
    expect((await premium.get('/api/ads')).json()).toEqual({ show: false, network: null });
  });
});

describe('the ad settings', () => {
  it('change only in the fields sent', async () => {
    await patch({
      enabled: true,
      publisherId: PUBLISHER,
      slots: { homeFeed: '1111111111', watch: '2222222222' },
    });
    const res = await patch({ slots: { watch: '3333333333' } });
    expect(res.statusCode).toBe(200);
    const expected = {
      enabled: true,
      publisherId: PUBLISHER,
      slots: { homeFeed: '1111111111', watch: '3333333333' },
    };
    expect(res.json()).toEqual(expected);
    expect((await admin.get('/api/admin/ads')).json()).toEqual(expected);
    await patch({ publisherId: null });
    expect((await admin.get('/api/admin/ads')).json()).toEqual({ ...expected, publisherId: null });
  });

  it('refuse invalid ids with their codes and keep what was saved', async () => {
    await patch({ publisherId: PUBLISHER });
    const cases: [unknown, string][] = [
      [{ publisherId: 'pub-1234567890123456' }, 'invalid_ad_publisher_id'],
      [{ publisherId: 'ca-pub-12' }, 'invalid_ad_publisher_id'],
      [{ slots: { homeFeed: '12ab' } }, 'invalid_ad_slot_id'],
      [{ slots: { watch: '1'.repeat(25) } }, 'invalid_ad_slot_id'],
      [{ enabled: 'yes' }, 'validation_failed'],
      [{ script: 'https://evil.example/x.js' }, 'validation_failed'],
    ];
    for (const [payload, code] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe(code);
    }
    expect((await admin.get('/api/admin/ads')).json().publisherId).toBe(PUBLISHER);
  });

  it('are for admins only', async () => {
    expect(
      (await member.request({ method: 'PATCH', url: '/api/admin/ads', payload: { enabled: true } }))
        .statusCode,
    ).toBe(403);
    expect((await member.get('/api/admin/ads')).statusCode).toBe(403);
    expect((await visitor.get('/api/admin/ads')).statusCode).toBe(401);
    expect((await admin.get('/api/admin/ads')).json().enabled).toBe(false);
  });
});

describe('the content-security policy', () => {
  it('lets the AdSense origins in only when configured and only with marketing consent', async () => {
    // Not configured: nothing of AdSense, whatever the consent.
    expect(await csp(marketing)).not.toContain('googlesyndication');
    await patch({ enabled: true, publisherId: PUBLISHER });
    const granted = await csp(marketing);
    expect(directive(granted, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(granted, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
    expect(directive(granted, 'frame-src')).toContain('https://tpc.googlesyndication.com');
    expect(directive(granted, 'img-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(granted, 'connect-src')).toContain('https://pagead2.googlesyndication.com');
    // The operator's own marketing script still comes with the same consent.
    expect(directive(granted, 'script-src')).toContain('https://tags.example.net');
    for (const cookie of [undefined, functionalOnly, 'kinora_consent=2020-01-01:marketing']) {
      const policy = await csp(cookie);
      expect(policy).not.toContain('googlesyndication');
      expect(policy).not.toContain('doubleclick');
      expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    }
  });

  it('follows a settings change at once', async () => {
    await patch({ enabled: true, publisherId: PUBLISHER });
    expect(await csp(marketing)).toContain('googlesyndication');
    await patch({ enabled: false });
    expect(await csp(marketing)).not.toContain('googlesyndication');
    await patch({ enabled: true });
    expect(await csp(marketing)).toContain('googlesyndication');
    await patch({ publisherId: null });
    expect(await csp(marketing)).not.toContain('googlesyndication');
  });
});

describe("every node's copy of the settings", () => {
  it('is refreshed by the system:ads-settings fan-out, and by its TTL when a notification is missed', async () => {
    const otherNode = new AdSettingsCache(t.ctx, 60_000);
    /**
     * On PostgreSQL a node hears its own system announcement twice: at once, and as the NOTIFY echo
     * (realtime/hub.ts), which re-reads the settings. Notifications arrive in order: once a probe
     * sent now on a topic of its own (delivered through NOTIFY only) is heard, every earlier echo
     * was too, and the read it started is joined, before the test writes behind the node's back.
     */
    const allAnnouncementsHeard = async () => {
      const topic = `probe:${randomUUID()}`;
      let heard = false;
      const stop = t.ctx.realtime.subscribe(topic, () => {
        heard = true;
      });
      try {
        await t.ctx.realtime.publish(topic, { type: 'probe' });
        for (let i = 0; i < 250 && !heard; i++) await new Promise((r) => setTimeout(r, 20));
      } finally {
        stop();
      }
      await otherNode.fresh();
    };
    const waitFor = async (enabled: boolean) => {
      for (let i = 0; i < 100 && otherNode.current().enabled !== enabled; i++)
        await new Promise((r) => setTimeout(r, 20));
      return otherNode.current().enabled;
    };
    try {
      await otherNode.fresh();
      expect(otherNode.current().enabled).toBe(false);
      await patch({ enabled: true, publisherId: PUBLISHER });
      expect(await waitFor(true)).toBe(true);
      expect(otherNode.origins('frame')).toContain('https://googleads.g.doubleclick.net');
      // Every announcement so far — this save's, and an earlier test's arriving late through
      // PostgreSQL's NOTIFY — has reached this node and been read, before the unannounced write.
      await allAnnouncementsHeard();

      // A change no notification announced (another tool wrote the row) waits for the TTL…
      await writeAdSettings(
        t.ctx.db.db,
        { enabled: false, publisherId: PUBLISHER, slots: { homeFeed: null, watch: null } },
        t.ctx.clock.now(),
      );
      await otherNode.fresh();
      expect(otherNode.current().enabled).toBe(true);
      // …or the next announcement.
      await t.ctx.realtime.publish(ADS_SETTINGS_TOPIC, { type: 'ads.settings' });
      expect(await waitFor(false)).toBe(false);
      expect(otherNode.origins('script')).toEqual([]);
      await allAnnouncementsHeard();

      // The TTL runs on the app clock: past it, the unannounced change is read.
      await writeAdSettings(
        t.ctx.db.db,
        { enabled: true, publisherId: PUBLISHER, slots: { homeFeed: null, watch: null } },
        t.ctx.clock.now(),
      );
      t.ctx.clock.advance(59_000);
      expect((await otherNode.fresh()).enabled).toBe(false);
      t.ctx.clock.advance(1_001);
      expect((await otherNode.fresh()).enabled).toBe(true);
    } finally {
      otherNode.close();
    }
  });

  it('counts a missing or unreadable row as nothing configured', async () => {
    await t.ctx.db.db
      .insert(appSettings)
      .values({ key: ADS_SETTINGS_KEY, value: { enabled: 'maybe' } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { enabled: 'maybe' } } });
    const cache = new AdSettingsCache(t.ctx);
    expect(await cache.fresh()).toEqual({
      enabled: false,
      publisherId: null,
      slots: { homeFeed: null, watch: null },
    });
    cache.close();
  });
});
