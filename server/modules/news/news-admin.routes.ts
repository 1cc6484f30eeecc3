import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsAdminPageSchema,
  newsDraftInputSchema,
  newsEditableSchema,
  newsIdParams,
  newsListQuerySchema,
  newsPatchSchema,
  newsPublishInputSchema,
  newsRevisionParams,
  newsRevisionsSchema,
} from '../../../domain/api/news';
import { decodeCursor } from '../../../domain/cursor';
import { NEWS_LIMITS } from '../../../domain/news';
import type { AppContext } from '../../context';
import { ValidationError } from '../../errors';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { readMultipartForm } from '../../plugins/read-file';
import { publishArticle, unpublishArticle } from './commands/publish-article';
import { restoreRevision } from './commands/restore-revision';
import { createArticle, saveArticle } from './commands/save-article';
import { removeCover, setCover } from './commands/set-cover';
import { authorize, newsNotFound } from './news.policy';
import { presentAdminPage, presentEditable, presentRevisions } from './news.presenter';
import { adminPage, findArticle, listRevisions } from './news.repository';

export const NEWS_ADMIN_PAGE_SIZE = 30;

const adminOnly = { security: MEMBERS_ONLY, tags: ['news'] } as const;
const WRITE_ERRORS = {
  403: ['forbidden'],
  409: ['slug_taken'],
  400: ['news_title_required', 'excerpt_required', 'news_body_required', 'cover_alt_required'],
} as const;

/** The news editor's API (admins only, every write in the audit log). */
export const newsAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const noStore = { 'cache-control': 'private, no-store' };

    app.get(
      '/api/admin/news',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'] },
          summary: 'Every article with its status, last edited first, in keyset pages (admins)',
          querystring: newsListQuerySchema,
          response: { 200: newsAdminPageSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'write');
        const rows = await adminPage(ctx.db.db, decodeCursor(request.query.cursor), NEWS_ADMIN_PAGE_SIZE + 1);
        reply.headers(noStore);
        return presentAdminPage(rows, NEWS_ADMIN_PAGE_SIZE);
      },
    );

    app.post(
      '/api/admin/news',
      {
        schema: {
          ...adminOnly,
          errors: WRITE_ERRORS,
          summary: 'Start a draft (the slug follows the title unless given)',
          body: newsDraftInputSchema,
          response: { 201: newsEditableSchema },
        },
      },
      async (request, reply) => {
        const article = await createArticle(ctx, {
          actor: await request.getActor(),
          requestId: request.id,
          input: request.body,
        });
        return reply.status(201).send(presentEditable(article));
      },
    );

    app.get(
      '/api/admin/news/:id',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['news_not_found'] },
          summary: 'An article as the editor opens it: its Markdown and publication state (admins)',
          params: newsIdParams,
          response: { 200: newsEditableSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'write');
        const article = await findArticle(ctx.db.db, request.params.id);
        if (!article) throw newsNotFound();
        reply.headers(noStore);
        return presentEditable(article);
      },
    );

    app.patch(
      '/api/admin/news/:id',
      {
        schema: {
          ...adminOnly,
          errors: { ...WRITE_ERRORS, 404: ['news_not_found'] },
          summary: 'Save or autosave an article: only the fields sent change',
          params: newsIdParams,
          body: newsPatchSchema,
          response: { 200: newsEditableSchema },
        },
      },
      async (request) =>
        presentEditable(
          await saveArticle(ctx, {
            actor: await request.getActor(),
            requestId: request.id,
            id: request.params.id,
            patch: request.body,
          }),
        ),
    );

    app.post(
      '/api/admin/news/:id/publish',
      {
        schema: {
          ...adminOnly,
          errors: { ...WRITE_ERRORS, 404: ['news_not_found'] },
          summary: 'Publish now, or schedule for `at` (a time to come)',
          params: newsIdParams,
          body: newsPublishInputSchema,
          response: { 200: newsEditableSchema },
        },
      },
      async (request) =>
        presentEditable(
          await publishArticle(ctx, {
            actor: await request.getActor(),
            requestId: request.id,
            id: request.params.id,
            at: request.body.at ? new Date(request.body.at) : null,
          }),
        ),
    );

    app.post(
      '/api/admin/news/:id/unpublish',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['news_not_found'] },
          summary: 'Take an article back to draft',
          params: newsIdParams,
          response: { 200: newsEditableSchema },
        },
      },
      async (request) =>
        presentEditable(
          await unpublishArticle(ctx, {
            actor: await request.getActor(),
            requestId: request.id,
            id: request.params.id,
          }),
        ),
    );

    app.post(
      '/api/admin/news/:id/cover',
      {
        schema: {
          ...adminOnly,
          errors: {
            ...WRITE_ERRORS,
            400: ['cover_alt_required', 'cover_alt_too_long', 'news_title_required'],
            404: ['news_not_found'],
            413: ['image_too_large'],
          },
          summary: 'Set the cover (multipart "file": an image, max 5 MB; "alt": its description, required)',
          params: newsIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: newsEditableSchema },
        },
      },
      async (request) => {
        const actor = await request.getActor();
        // Refused before the upload is read.
        authorize(actor, 'write');
        const { fields, file } = await readMultipartForm(request, {
          maxBytes: NEWS_LIMITS.coverBytes,
          tooLargeCode: 'image_too_large',
          invalidCode: 'invalid_image',
        });
        if (!file) throw new ValidationError('No image was sent.', undefined, 'invalid_image');
        return presentEditable(
          await setCover(ctx, {
            actor,
            requestId: request.id,
            id: request.params.id,
            bytes: file,
            alt: fields.alt ?? '',
          }),
        );
      },
    );

    app.delete(
      '/api/admin/news/:id/cover',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['news_not_found'] },
          summary: 'Take the cover off an article',
          params: newsIdParams,
          response: { 200: newsEditableSchema },
        },
      },
      async (request) =>
        presentEditable(
          await removeCover(ctx, {
            actor: await request.getActor(),
            requestId: request.id,
            id: request.params.id,
          }),
        ),
    );

    app.get(
      '/api/admin/news/:id/revisions',
      {
        schema: {
          ...adminOnly,
          errors: { 403: ['forbidden'], 404: ['news_not_found'] },
          summary: "An article's revisions, newest first (admins)",
          params: newsIdParams,
          response: { 200: newsRevisionsSchema },
        },
      },
      async (request, reply) => {
        authorize(await request.getActor(), 'write');
        if (!(await findArticle(ctx.db.db, request.params.id))) throw newsNotFound();
        reply.headers(noStore);
        return { items: presentRevisions(await listRevisions(ctx.db.db, request.params.id)) };
      },
    );

    app.post(
      '/api/admin/news/:id/revisions/:revisionId/restore',
      {
        schema: {
          ...adminOnly,
          errors: { ...WRITE_ERRORS, 404: ['news_not_found', 'revision_not_found'] },
          summary: 'Bring an article back to a revision (a new revision itself)',
          params: newsRevisionParams,
          response: { 200: newsEditableSchema },
        },
      },
      async (request) =>
        presentEditable(
          await restoreRevision(ctx, {
            actor: await request.getActor(),
            requestId: request.id,
            id: request.params.id,
            revisionId: request.params.revisionId,
          }),
        ),
    );
  };
