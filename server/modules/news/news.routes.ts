import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsArticleSchema,
  newsListQuerySchema,
  newsPageSchema,
  newsSlugParams,
} from '../../../domain/api/news';
import { decodeCursor } from '../../../domain/cursor';
import type { AppContext } from '../../context';
import { authorizeRead, newsNotFound } from './news.policy';
import { presentArticle, presentNewsPage } from './news.presenter';
import { findBySlug, publishedPage } from './news.repository';

export const NEWS_PAGE_SIZE = 12;

/** The public news (spec §2 /news): published articles, and one by its slug. */
export const newsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/news',
      {
        schema: {
          tags: ['news'],
          summary: 'Published articles, newest first, in keyset pages',
          querystring: newsListQuerySchema,
          response: { 200: newsPageSchema },
        },
      },
      async (request, reply) => {
        const rows = await publishedPage(ctx.db.db, decodeCursor(request.query.cursor), NEWS_PAGE_SIZE + 1);
        reply.header('cache-control', 'public, max-age=30');
        return presentNewsPage(rows, NEWS_PAGE_SIZE);
      },
    );

    app.get(
      '/api/news/:slug',
      {
        schema: {
          tags: ['news'],
          summary:
            'One article by its slug (a draft or scheduled one: admins only); an old slug answers 301 to the current one',
          params: newsSlugParams,
          errors: { 404: ['news_not_found'] },
          response: {
            200: newsArticleSchema,
            301: z.null().describe('Moved: the Location header names the current slug'),
          },
        },
      },
      async (request, reply) => {
        const found = await findBySlug(ctx.db.db, request.params.slug);
        if (!found) throw newsNotFound();
        if ('movedTo' in found) return reply.redirect(`/api/news/${encodeURIComponent(found.movedTo)}`, 301);
        authorizeRead(await request.getActor(), found.article);
        reply.header(
          'cache-control',
          found.article.status === 'published' ? 'public, max-age=60' : 'private, no-store',
        );
        return presentArticle(found.article);
      },
    );
  };
