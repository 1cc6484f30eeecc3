import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test/http-client';
import { SCRATCH_DIR } from '../../test/paths';
import { createTestApp } from '../../test/test-context';
import { signUpConfirmed } from '../accounts/accounts.test-helpers';
import { grantConfiguredAdmins } from '../accounts/commands/admin-roles';
import { publishScheduledJob } from './jobs/publish-scheduled.job';
import { coverPng, writeArticle } from './news.test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let webDist: string;
let admin: TestClient;
let member: TestClient;
let visitor: TestClient;
const ORIGIN = 'https://kinora.example';

beforeAll(async () => {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  webDist = mkdtempSync(join(SCRATCH_DIR, 'web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kinora</title></head></html>',
  );
  t = await createTestApp({ webDist, env: { PUBLIC_URL: ORIGIN } });
  await t.ctx.queue.work(t.ctx);
  admin = new TestClient(t.app, ORIGIN, '10.28.0.1');
  member = new TestClient(t.app, ORIGIN, '10.28.0.2');
  visitor = new TestClient(t.app, ORIGIN, '10.28.0.3');
  await signUpConfirmed(t.ctx, admin, 'news-admin@example.com', 'newsadmin');
  await signUpConfirmed(t.ctx, member, 'news-member@example.com', 'newsmember');
  await grantConfiguredAdmins(t.ctx, ['news-admin@example.com']);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const publish = (id: string, at?: Date) =>
  admin.post(`/api/admin/news/${id}/publish`, at ? { at: at.toISOString() } : {});
const patch = (id: string, payload: object) =>
  admin.request({ method: 'PATCH', url: `/api/admin/news/${id}`, payload });

describe('slugs', () => {
  it('come from the title, stay unique, and refuse reserved words', async () => {
    const first = await writeArticle(admin, { title: "L'été à Kinora !" });
    expect(first.slug).toBe('l-ete-a-kinora');
    const second = await writeArticle(admin, { title: "L'été à Kinora" });
    expect(second.slug).toBe('l-ete-a-kinora-2');
    expect((await writeArticle(admin, { title: 'New' })).slug).toBe('new-2');
    const reserved = await admin.post('/api/admin/news', { title: 'x', slug: 'edit' });
    expect([reserved.statusCode, reserved.json().error.code]).toEqual([400, 'slug_reserved']);
    const invalid = await admin.post('/api/admin/news', { title: 'x', slug: 'Pas un slug!' });
    expect([invalid.statusCode, invalid.json().error.code]).toEqual([400, 'slug_invalid']);
    const taken = await patch(second.id, { slug: 'l-ete-a-kinora' });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'slug_taken']);
  });

  it('two articles given one slug at once: one gets it, the other a 409, never a 500', async () => {
    const a = await writeArticle(admin, { title: 'Course A' });
    const b = await writeArticle(admin, { title: 'Course B' });
    const answers = await Promise.all([
      patch(a.id, { slug: 'la-course' }),
      patch(b.id, { slug: 'la-course' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('slug_taken');
  });

  it('a draft’s slug follows its title until it is edited by hand', async () => {
    const { id } = await writeArticle(admin, { title: 'Brouillon' });
    expect((await patch(id, { title: 'Brouillon renommé' })).json().slug).toBe('brouillon-renomme');
    expect((await patch(id, { slug: 'a-la-main' })).json().slug).toBe('a-la-main');
    expect((await patch(id, { title: 'Encore' })).json().slug).toBe('a-la-main');
  });

  it('a published article renamed answers 301 from its old slug, in the API and the served page', async () => {
    const { id } = await writeArticle(admin, { title: 'Ancien nom' });
    expect((await publish(id)).statusCode).toBe(200);
    expect((await patch(id, { slug: 'nouveau-nom' })).statusCode).toBe(200);
    const api = await visitor.get('/api/news/ancien-nom');
    expect([api.statusCode, api.headers.location]).toEqual([301, '/api/news/nouveau-nom']);
    const page = await t.app.inject({ url: '/news/ancien-nom' });
    expect([page.statusCode, page.headers.location]).toEqual([301, '/news/nouveau-nom']);
    expect((await visitor.get('/api/news/nouveau-nom')).json().title).toBe('Ancien nom');
  });
});

describe('autosave and revisions', () => {
  it('PATCH changes only the fields sent; revisions can be restored', async () => {
    const { id } = await writeArticle(admin, { title: 'Révisions', body: 'Premier jet' });
    t.ctx.clock.advance(10 * 60_000);
    const saved = (await patch(id, { body: 'Second jet' })).json();
    expect(saved).toMatchObject({ title: 'Révisions', body: 'Second jet', excerpt: 'Un résumé.' });
    // Autosaves within five minutes share a revision.
    t.ctx.clock.advance(60_000);
    await patch(id, { body: 'Second jet, corrigé' });
    const revisions = (await admin.get(`/api/admin/news/${id}/revisions`)).json().items;
    expect(revisions).toHaveLength(2);
    const first = revisions.at(-1);
    const restored = await admin.post(`/api/admin/news/${id}/revisions/${first.id}/restore`);
    expect(restored.json().body).toBe('Premier jet');
    expect((await admin.get(`/api/admin/news/${id}/revisions`)).json().items).toHaveLength(3);
    const unknown = await admin.post(
      `/api/admin/news/${id}/revisions/00000000-0000-4000-8000-000000000000/restore`,
    );
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'revision_not_found']);
  });

  it('refuses an empty patch and NUL bytes', async () => {
    const { id } = await writeArticle(admin, { title: 'Vide' });
    expect((await patch(id, {})).json().error.code).toBe('nothing_to_update');
    expect((await patch(id, { title: 'a\u0000b' })).statusCode).toBe(400);
  });
});

describe('publication', () => {
  it('refuses to publish what is incomplete', async () => {
    const res = await admin.post('/api/admin/news', { title: 'Sans corps' });
    const { id } = res.json();
    await patch(id, { body: '' });
    const refused = await publish(id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'excerpt_required']);
  });

  it('a scheduled article is 404 for everyone but admins until the job publishes it at its time', async () => {
    const { id, slug } = await writeArticle(admin, { title: 'Programmé' });
    const at = new Date(t.ctx.clock.now().getTime() + 3_600_000);
    expect((await publish(id, at)).json()).toMatchObject({
      status: 'scheduled',
      publishAt: at.toISOString(),
    });
    for (const client of [visitor, member])
      expect((await client.get(`/api/news/${slug}`)).json().error.code).toBe('news_not_found');
    expect((await t.app.inject({ url: `/news/${slug}` })).statusCode).toBe(404);
    expect((await admin.get(`/api/news/${slug}`)).json().status).toBe('scheduled');
    const listed = async () =>
      ((await visitor.get('/api/news')).json().items as { slug: string }[]).some((a) => a.slug === slug);
    expect(await listed()).toBe(false);

    t.ctx.clock.advance(3_600_000 - 1_000);
    await publishScheduledJob.handle(t.ctx, {});
    expect(await listed()).toBe(false);
    t.ctx.clock.advance(1_000);
    await publishScheduledJob.handle(t.ctx, {});
    expect(await listed()).toBe(true);
    expect((await visitor.get(`/api/news/${slug}`)).json()).toMatchObject({
      status: 'published',
      publishedAt: at.toISOString(),
    });
  });

  it('scheduling queues the publishing job to start at the article’s time', async () => {
    const { id } = await writeArticle(admin, { title: 'File' });
    const at = new Date(t.ctx.clock.now().getTime() + 120_000);
    await publish(id, at);
    const rows = await t.ctx.db.query<{ start_after: Date; created_on: Date }>(
      "select start_after, created_on from pgboss.job where name = 'news.publish-scheduled' order by created_on desc limit 1",
    );
    const job = rows.rows[0]!;
    const delayMs = new Date(job.start_after).getTime() - new Date(job.created_on).getTime();
    expect(delayMs).toBeGreaterThanOrEqual(119_000);
    expect(delayMs).toBeLessThanOrEqual(121_000);
  });

  it('lists published articles newest first in keyset pages', async () => {
    for (let i = 0; i < 14; i++) {
      const { id } = await writeArticle(admin, { title: `Page ${i}` });
      t.ctx.clock.advance(1_000);
      await publish(id);
    }
    const first = (await visitor.get('/api/news')).json();
    expect(first.items).toHaveLength(12);
    expect(first.items[0].title).toBe('Page 13');
    const dates = first.items.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await visitor.get(`/api/news?cursor=${first.nextCursor}`)).json();
    expect(second.items.map((a: { id: string }) => a.id)).not.toContain(first.items[11].id);
    expect((await visitor.get('/api/news?cursor=garbage')).json().error.code).toBe('invalid_cursor');
  });

  it('unpublishing takes an article back to draft, off the list', async () => {
    const { id, slug } = await writeArticle(admin, { title: 'Retiré' });
    await publish(id);
    expect((await visitor.get(`/api/news/${slug}`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/news/${id}/unpublish`)).json().status).toBe('draft');
    expect((await visitor.get(`/api/news/${slug}`)).statusCode).toBe(404);
  });
});

describe('cover and served page', () => {
  it('stores the cover resized as WebP, requires its alt text, and the page carries the metadata', async () => {
    const { id, slug } = await writeArticle(admin, {
      title: 'Avec couverture',
      excerpt: 'Le résumé <b>ici</b>',
    });
    const png = await coverPng();
    const noAlt = await admin.multipart(
      'POST',
      `/api/admin/news/${id}/cover`,
      { alt: '  ' },
      {
        bytes: png,
        filename: 'c.png',
      },
    );
    expect([noAlt.statusCode, noAlt.json().error.code]).toEqual([400, 'cover_alt_required']);
    const notImage = await admin.multipart(
      'POST',
      `/api/admin/news/${id}/cover`,
      { alt: 'x' },
      {
        bytes: Buffer.from('<svg onload="alert(1)"/>'),
        filename: 'c.svg',
      },
    );
    expect(notImage.json().error.code).toBe('invalid_image');
    const res = await admin.multipart(
      'POST',
      `/api/admin/news/${id}/cover`,
      { alt: 'Un ciel bleu' },
      {
        bytes: png,
        filename: 'c.png',
      },
    );
    expect(res.statusCode).toBe(200);
    const { coverUrl, coverAlt } = res.json();
    expect(coverAlt).toBe('Un ciel bleu');
    expect(coverUrl).toMatch(/^\/api\/files\/news-covers\//);
    const file = await visitor.get(coverUrl);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1350,
      height: 900,
    });

    await publish(id);
    const html = (await t.app.inject({ url: `/news/${slug}` })).body;
    expect(html).toContain('<title>Avec couverture · Kinora</title>');
    expect(html).toContain('<meta name="description" content="Le résumé &lt;b&gt;ici&lt;/b&gt;" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/news/${slug}" />`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${coverUrl}" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Avec couverture',
      image: [`${ORIGIN}${coverUrl}`],
    });
    const sitemap = (await t.app.inject({ url: '/sitemaps/news.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/news/${slug}</loc>`);
  });

  it('/news is an indexed page with its own title and description', async () => {
    const html = (await t.app.inject({ url: '/news' })).body;
    expect(html).toContain('<title>Actualités · Kinora</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/news" />`);
    expect(html).not.toContain('noindex');
    const unknown = await t.app.inject({ url: '/news/rien-ici' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('noindex');
  });

  it('an article’s body is rendered and sanitized for the page', async () => {
    const { id, slug } = await writeArticle(admin, {
      title: 'XSS',
      body: '<script>alert(1)</script>\n\n[lien](javascript:alert(1)) **gras**',
    });
    await publish(id);
    const { bodyHtml } = (await visitor.get(`/api/news/${slug}`)).json();
    expect(bodyHtml).toContain('<strong>gras</strong>');
    expect(bodyHtml).toContain('&lt;script&gt;'); // shown as text, never run
    expect(bodyHtml).not.toMatch(/<script|href="javascript/i);
  });
});
