import { z } from 'zod';
import { cursorSchema } from '../cursor';
import { NEWS_LIMITS, NEWS_STATUSES, newsSlugSchema } from '../news';

const text = (max: number, tooLong: string) =>
  z
    .string()
    .max(max, { error: tooLong })
    .refine((s) => !s.includes('\u0000'), { error: 'invalid_characters' });

/** POST /api/admin/news: a new draft (everything optional; the slug follows the title unless given). */
export const newsDraftInputSchema = z
  .object({
    title: text(NEWS_LIMITS.title, 'news_title_too_long').optional(),
    slug: newsSlugSchema.optional(),
    excerpt: text(NEWS_LIMITS.excerpt, 'excerpt_too_long').optional(),
    body: text(NEWS_LIMITS.body, 'news_body_too_long').optional(),
    coverAlt: text(NEWS_LIMITS.coverAlt, 'cover_alt_too_long').optional(),
  })
  .strict();

/** PATCH /api/admin/news/:id (autosave): only the fields sent change; at least one. */
export const newsPatchSchema = newsDraftInputSchema.refine((p) => Object.keys(p).length > 0, {
  error: 'nothing_to_update',
});
export type NewsPatch = z.infer<typeof newsDraftInputSchema>;

/** POST /api/admin/news/:id/publish: now (no date, or a past one), or scheduled for `at`. */
export const newsPublishInputSchema = z
  .object({ at: z.iso.datetime({ offset: true, error: 'publish_date_invalid' }).optional() })
  .strict();

export const newsIdParams = z.object({ id: z.uuid({ error: 'news_not_found' }) });
export const newsRevisionParams = z.object({
  id: z.uuid({ error: 'news_not_found' }),
  revisionId: z.uuid({ error: 'revision_not_found' }),
});
/** Any string up to a slug's length reaches the lookup (an unknown one is a 404, not a 400). */
export const newsSlugParams = z.object({
  slug: z.string().min(1, { error: 'slug_invalid' }).max(200, { error: 'slug_invalid' }),
});

/** The cover's `alt` form field (multipart, beside the image): required. */
export const coverAltSchema = z
  .string({ error: 'cover_alt_required' })
  .trim()
  .min(1, { error: 'cover_alt_required' })
  .max(NEWS_LIMITS.coverAlt, { error: 'cover_alt_too_long' })
  .refine((s) => !s.includes('\u0000'), { error: 'invalid_characters' });

export const newsCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  coverAlt: z.string(),
  publishedAt: z.string(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsPageSchema = z.object({ items: z.array(newsCardSchema), nextCursor: z.string().nullable() });
export type NewsPage = z.infer<typeof newsPageSchema>;
export const newsListQuerySchema = z.object({ cursor: cursorSchema });

/** GET /api/news/:slug: the article, its body already rendered and sanitized. */
export const newsArticleSchema = newsCardSchema.extend({
  status: z.enum(NEWS_STATUSES),
  bodyHtml: z.string(),
  author: z.string().nullable(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** The editor's copy (admins): the Markdown source and the publication state. */
export const newsEditableSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  coverUrl: z.string().nullable(),
  coverAlt: z.string(),
  status: z.enum(NEWS_STATUSES),
  publishAt: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsEditable = z.infer<typeof newsEditableSchema>;

export const newsAdminPageSchema = z.object({
  items: z.array(newsEditableSchema.omit({ body: true })),
  nextCursor: z.string().nullable(),
});
export type NewsAdminPage = z.infer<typeof newsAdminPageSchema>;

export const newsRevisionSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  editor: z.string().nullable(),
  savedAt: z.string(),
});
export type NewsRevision = z.infer<typeof newsRevisionSchema>;
export const newsRevisionsSchema = z.object({ items: z.array(newsRevisionSchema) });
