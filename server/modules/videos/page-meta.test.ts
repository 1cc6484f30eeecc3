import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { createChannel, insertVideo, userIdOf } from './videos.test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
let ownerId: string;
let channelId: string;

beforeAll(async () => {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  webDist = mkdtempSync(join(SCRATCH_DIR, 'web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kinora</title></head><body></body></html>',
  );
  t = await createTestApp({ webDist, env: { PUBLIC_URL: 'https://kinora.example' } });
  await t.ctx.queue.work(t.ctx);
  const owner = new TestClient(t.app, 'https://kinora.example', '10.4.0.1');
  await signUpConfirmed(t.ctx, owner, 'meta@example.com', 'meta');
  ownerId = await userIdOf(owner);
  channelId = await createChannel(owner, 'Chaîne <b>gourmande</b>');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ url });

describe('page metadata in the served HTML', () => {
  it('gives the informational pages their own title, description and canonical URL', async () => {
    for (const [path, title] of [
      ['/faq', 'Questions fréquentes'],
      ['/pricing', 'Tarifs'],
      ['/contact', 'Contact'],
      ['/privacy-policy', 'Politique de confidentialité'],
      ['/conditions-generales-utilisation', 'Règles et conditions'],
    ] as const) {
      const html = (await page(path)).body;
      expect(html).toContain(`<title>${title} · Kinora</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://kinora.example${path}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).not.toContain('noindex');
    }
  });

  it('describes a public video for link previews and crawlers', async () => {
    const id = await insertVideo(t.ctx, ownerId, {
      channelId,
      title: 'Tarte </script><script>alert(1)</script>',
      description: 'La recette de ma grand-mère.',
      durationS: 120,
      thumbnailUrl: '/api/files/thumbnails/2026/11/x.webp',
    });
    const res = await page(`/watch/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<meta property="og:title" content="Tarte &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://kinora.example/api/files/thumbnails/2026/11/x.webp" />',
    );
    expect(html).toContain(`<link rel="canonical" href="https://kinora.example/watch/${id}" />`);
    expect(html).toContain('<meta property="og:type" content="video.other" />');
    expect(html).toContain('<meta property="video:duration" content="120" />');
    expect(html).not.toContain('<script>alert(1)');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT2M0S',
      description: 'La recette de ma grand-mère.',
    });
    expect(html).not.toContain('noindex');
  });

  it("keeps $&, $' and $` of a title or description as text, without pasting parts of the page", async () => {
    const id = await insertVideo(t.ctx, ownerId, {
      channelId,
      title: "Gagnez 100$' ou $& ou $`",
      description: "Promo $' fin",
    });
    const html = (await page(`/watch/${id}`)).body;
    expect(html).toContain("<title>Gagnez 100$' ou $&amp; ou $` · Kinora</title>");
    expect(html).toContain('<meta name="description" content="Promo $\' fin" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  });

  it('reveals nothing of a private, unpublished or removed video, and does not index it', async () => {
    const cases = [
      { overrides: { visibility: 'private' as const }, status: 404 },
      // Being processed: there soon (the page turns into the player by itself), so not a 404.
      { overrides: { publishedAt: null }, status: 200 },
      // Removed by moderation, or its owner banned: gone for everyone, share previews included.
      { overrides: { removedAt: t.ctx.clock.now() }, status: 404 },
      { overrides: { ownerBanned: true }, status: 404 },
    ];
    for (const { overrides, status } of cases) {
      const id = await insertVideo(t.ctx, ownerId, { title: 'Secret de famille', ...overrides });
      const res = await page(`/watch/${id}`);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain('Secret de famille');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('answers 404 for a video or channel that does not exist (no soft 404)', async () => {
    for (const path of [
      '/watch/00000000-0000-4000-8000-000000000000',
      '/channel/00000000-0000-4000-8000-000000000000',
      '/watch/not-an-id',
      '/channel/0000',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body, path).toContain('noindex');
    }
  });

  it('names channels, keeps account pages out of search engines and marks unknown paths', async () => {
    const channel = (await page(`/channel/${channelId}`)).body;
    expect(channel).toContain('<title>Chaîne &lt;b&gt;gourmande&lt;/b&gt; · Kinora</title>');
    expect(channel).toContain('<meta property="og:type" content="profile" />');
    expect((await page('/')).body).not.toContain('noindex');
    for (const path of [
      '/profile',
      '/dashboard',
      '/upload',
      `/channel/${channelId}/manage`,
      '/channel/new',
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('noindex');
    }
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('noindex');
  });
});
