import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NewsStatus } from '../../../domain/news';
import { user } from './accounts';

/**
 * News articles (issue 28 §8–9), written by admins. `publishAt` is when a scheduled article goes
 * out, or when a published one went out; a draft may keep the date it is meant for.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().default(''),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown; rendered and sanitized on every read (server/modules/news/render-markdown.ts). */
    body: text('body').notNull().default(''),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt').notNull().default(''),
    status: text('status').$type<NewsStatus>().notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true, precision: 3 }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_idx').on(t.slug),
    // GET /api/news: published, newest first, keyset (publish_at, id).
    index('news_articles_published_idx')
      .on(t.publishAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 'published'`),
    // The publishing job: scheduled articles whose time has come.
    index('news_articles_scheduled_idx').on(t.publishAt).where(sql`status = 'scheduled'`),
    index('news_articles_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** What an article looked like after a save (autosaves within a few minutes share one revision). */
export const newsRevisions = pgTable(
  'news_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body').notNull(),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt').notNull(),
    editorId: text('editor_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('news_revisions_article_idx').on(t.articleId, t.createdAt.desc().nullsFirst())],
);

/** Slugs an article had before a rename: their links answer 301 to the current slug. */
export const newsSlugRedirects = pgTable('news_slug_redirects', {
  slug: text('slug').primaryKey(),
  articleId: uuid('article_id')
    .notNull()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
});
