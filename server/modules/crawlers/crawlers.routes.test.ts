import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp } from '../../test/test-context';
import { insertVideo } from '../videos/videos.test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.db.insert(user).values({ id: 'crawl-owner', name: 'Owner', email: 'owner@example.com' });
});
afterAll(() => t.close());

describe('crawlers', () => {
  it('robots.txt keeps them out of the API and the account pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /profile');
    expect(res.body).toContain('Disallow: /upload');
    expect(res.body).not.toContain('Disallow: /watch');
    expect(res.body).toMatch(/Sitemap: http:\/\/localhost:3000\/sitemap\.xml/);
  });

  it('the sitemap index lists the static page and 256 pages each of videos and channels', async () => {
    const body = (await get('/sitemap.xml')).body;
    expect(body).toContain('<sitemapindex');
    expect(body.match(/<sitemap>/g)).toHaveLength(2 + 256 + 256);
    expect(body).toContain('/sitemaps/news.xml');
    expect(body).toContain('/sitemaps/videos-00.xml');
    expect(body).toContain('/sitemaps/channels-ff.xml');
  });

  it('lists the informational pages', async () => {
    const body = (await get('/sitemaps/static.xml')).body;
    for (const path of [
      '/about',
      '/faq',
      '/pricing',
      '/contact',
      '/privacy-policy',
      '/conditions-generales-utilisation',
      '/news',
    ])
      expect(body).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(body).not.toContain('/profile');
  });

  it('a video page holds the public playable videos of its prefix only', async () => {
    const shown = await insertVideo(t.ctx, 'crawl-owner');
    const hidden = await insertVideo(t.ctx, 'crawl-owner', { visibility: 'private' });
    const unpublished = await insertVideo(t.ctx, 'crawl-owner', { publishedAt: null });
    const pageOf = async (id: string) => (await get(`/sitemaps/videos-${id.slice(0, 2)}.xml`)).body;
    expect(await pageOf(shown)).toContain(`/watch/${shown}</loc>`);
    expect(await pageOf(hidden)).not.toContain(hidden);
    expect(await pageOf(unpublished)).not.toContain(unpublished);
    // A neighbouring prefix does not hold it.
    const other = (Number.parseInt(shown.slice(0, 2), 16) + 1) % 256;
    expect((await get(`/sitemaps/videos-${other.toString(16).padStart(2, '0')}.xml`)).body).not.toContain(
      shown,
    );
    expect((await get('/sitemaps/videos-zz.xml')).statusCode).toBe(400);
  });

  it('a channel page holds the channels of its prefix', async () => {
    const [row] = await t.ctx.db
      .query<{ id: string }>(
        "insert into channels (owner_id, name) values ('crawl-owner', 'Chaîne') returning id",
      )
      .then((r) => r.rows);
    const body = (await get(`/sitemaps/channels-${row!.id.slice(0, 2)}.xml`)).body;
    expect(body).toContain(`/channel/${row!.id}</loc>`);
  });
});
