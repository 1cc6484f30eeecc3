import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_ROUTES, INDEXED_STATIC_PATHS } from '../../../domain/routes';
import type { AppContext } from '../../context';
import { sitemapChannels } from '../channels/channels.public';
import { sitemapArticles } from '../news/news.public';
import { sitemapVideos } from '../videos/videos.public';

const PREFIXES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;

/**
 * robots.txt and the sitemaps: an index of the static pages, the news articles, 256 video pages and 256 channel pages,
 * each a primary-key range (so a page costs the same at a thousand videos or ten million). Crawlers
 * are told to keep out of the API and the account pages.
 */
export const crawlersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = xmlEscape(ctx.config.publicUrl);
    const xml = 'application/xml; charset=utf-8';
    const cache = 'public, max-age=3600';

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const privatePaths = APP_ROUTES.filter((r) => r.private && !r.path.includes(':')).map((r) => r.path);
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        ...privatePaths.map((p) => `Disallow: ${p}`),
        'Disallow: /channel/*/manage',
        'Disallow: /video/',
        '',
        `Sitemap: ${base}/sitemap.xml`,
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', cache)
        .send(`${lines.join('\n')}\n`);
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const pages = [
        'static',
        'news',
        ...PREFIXES.map((p) => `videos-${p}`),
        ...PREFIXES.map((p) => `channels-${p}`),
      ].map((name) => `  <sitemap><loc>${base}/sitemaps/${name}.xml</loc></sitemap>`);
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages.join('\n')}\n</sitemapindex>\n`;
      return reply.type(xml).header('cache-control', cache).send(body);
    });

    app.get(
      '/sitemaps/:page',
      {
        schema: {
          hide: true,
          params: z.object({ page: z.string().regex(/^(static|news|(videos|channels)-[0-9a-f]{2})\.xml$/) }),
        },
      },
      async (request, reply) => {
        const page = request.params.page.replace(/\.xml$/, '');
        let entries: string[];
        if (page === 'static') {
          entries = INDEXED_STATIC_PATHS.map(
            (path) => `  <url><loc>${base}${path === '/' ? '/' : path}</loc></url>`,
          );
        } else if (page === 'news') {
          const rows = await sitemapArticles(ctx.db.db);
          entries = rows.map(
            (a) =>
              `  <url><loc>${base}/news/${xmlEscape(a.slug)}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`,
          );
        } else if (page.startsWith('videos-')) {
          const rows = await sitemapVideos(ctx.db.db, page.slice(7));
          entries = rows.map(
            (v) =>
              `  <url><loc>${base}/watch/${v.id}</loc><lastmod>${v.updatedAt.toISOString()}</lastmod></url>`,
          );
        } else {
          const rows = await sitemapChannels(ctx.db.db, page.slice(9));
          entries = rows.map(
            (c) =>
              `  <url><loc>${base}/channel/${c.id}</loc><lastmod>${c.updatedAt.toISOString()}</lastmod></url>`,
          );
        }
        return reply.type(xml).header('cache-control', cache).send(urlset(entries));
      },
    );
  };
