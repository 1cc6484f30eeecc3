import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { KeysetPosition } from '../../../domain/cursor';
import type { Database } from '../../db/client';
import { newsArticles, newsRevisions, newsSlugRedirects, user } from '../../db/schema';

export type ArticleRow = typeof newsArticles.$inferSelect;
export type ArticleWithAuthor = ArticleRow & { authorName: string | null };

const withAuthor = {
  article: newsArticles,
  authorName: sql<string | null>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`,
};
const flatten = (r: { article: ArticleRow; authorName: string | null }): ArticleWithAuthor => ({
  ...r.article,
  authorName: r.authorName,
});

export async function findArticle(db: Database, id: string): Promise<ArticleWithAuthor | null> {
  const [row] = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .where(eq(newsArticles.id, id));
  return row ? flatten(row) : null;
}

/** The article under a slug, or the id of the one an old slug now names. */
export async function findBySlug(
  db: Database,
  slug: string,
): Promise<{ article: ArticleWithAuthor } | { movedTo: string } | null> {
  const [row] = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .where(eq(newsArticles.slug, slug));
  if (row) return { article: flatten(row) };
  const [moved] = await db
    .select({ slug: newsArticles.slug })
    .from(newsSlugRedirects)
    .innerJoin(newsArticles, eq(newsArticles.id, newsSlugRedirects.articleId))
    .where(eq(newsSlugRedirects.slug, slug));
  return moved ? { movedTo: moved.slug } : null;
}

/** The article, locked until the transaction ends (two autosaves of one article apply in turn). */
export async function lockArticle(tx: Database, id: string): Promise<ArticleRow | null> {
  const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update');
  return row ?? null;
}

/** Whether another article holds this slug now. */
export async function slugInUse(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), exceptId ? ne(newsArticles.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertArticle(tx: Database, values: typeof newsArticles.$inferInsert) {
  const [row] = await tx.insert(newsArticles).values(values).returning();
  return row!;
}

export async function updateArticle(
  tx: Database,
  id: string,
  values: Partial<typeof newsArticles.$inferInsert>,
): Promise<ArticleRow> {
  const [row] = await tx.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning();
  return row!;
}

/**
 * After a rename: the old slug answers 301 to the article, and the new one stops being a redirect
 * (of this or another article: a live slug wins over an old one).
 */
export async function moveSlug(tx: Database, articleId: string, from: string, to: string): Promise<void> {
  await tx.delete(newsSlugRedirects).where(eq(newsSlugRedirects.slug, to));
  await tx
    .insert(newsSlugRedirects)
    .values({ slug: from, articleId })
    .onConflictDoUpdate({ target: newsSlugRedirects.slug, set: { articleId } });
}

/** A brand new slug must not be someone's old slug either: that link now names this article. */
export async function releaseOldSlug(tx: Database, slug: string): Promise<void> {
  await tx.delete(newsSlugRedirects).where(eq(newsSlugRedirects.slug, slug));
}

/** Published articles, newest first, by keyset (publishAt, id). */
export async function publishedPage(db: Database, before: KeysetPosition | undefined, limit: number) {
  return db
    .select({
      id: newsArticles.id,
      slug: newsArticles.slug,
      title: newsArticles.title,
      excerpt: newsArticles.excerpt,
      coverUrl: newsArticles.coverUrl,
      coverAlt: newsArticles.coverAlt,
      publishAt: newsArticles.publishAt,
    })
    .from(newsArticles)
    .where(
      and(
        sql`status = 'published'`,
        // A row comparison, which the index's (publish_at, id) order answers directly.
        before
          ? sql`(${newsArticles.publishAt}, ${newsArticles.id}) < (${before.at}, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(newsArticles.publishAt), desc(newsArticles.id))
    .limit(limit);
}
export type PublishedCardRow = Awaited<ReturnType<typeof publishedPage>>[number];

/** Every article (the admin list), last edited first, by keyset (updatedAt, id). */
export async function adminPage(db: Database, before: KeysetPosition | undefined, limit: number) {
  const rows = await db
    .select(withAuthor)
    .from(newsArticles)
    .leftJoin(user, eq(user.id, newsArticles.authorId))
    .where(
      before
        ? sql`(${newsArticles.updatedAt}, ${newsArticles.id}) < (${before.at}, ${before.id})`
        : undefined,
    )
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map(flatten);
}

/** Scheduled articles whose time has come, locked and skipped by a concurrent run. */
export async function publishDue(tx: Database, now: Date): Promise<ArticleRow[]> {
  const due = tx
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(sql`status = 'scheduled'`, lte(newsArticles.publishAt, now)))
    .for('update', { skipLocked: true });
  return tx
    .update(newsArticles)
    .set({ status: 'published', updatedAt: now })
    .where(sql`${newsArticles.id} in ${due}`)
    .returning();
}

/** Published articles for the sitemap (a few hundred a year: one page). */
export async function sitemapArticles(db: Database) {
  return db
    .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .where(sql`status = 'published'`)
    .orderBy(desc(newsArticles.publishAt))
    .limit(50_000);
}

// Revisions.

/** Autosaves by the same editor within this long share one revision. */
export const REVISION_COALESCE_MS = 5 * 60_000;

/** Saves the article as a revision; an autosave (`coalesce`) shortly after the same editor's last one replaces it. */
export async function saveRevision(
  tx: Database,
  article: ArticleRow,
  editorId: string,
  now: Date,
  { coalesce = false } = {},
) {
  const snapshot = {
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    coverUrl: article.coverUrl,
    coverAlt: article.coverAlt,
    updatedAt: now,
  };
  const [latest] = await tx
    .select({ id: newsRevisions.id, editorId: newsRevisions.editorId, createdAt: newsRevisions.createdAt })
    .from(newsRevisions)
    .where(eq(newsRevisions.articleId, article.id))
    .orderBy(desc(newsRevisions.createdAt))
    .limit(1);
  if (
    coalesce &&
    latest &&
    latest.editorId === editorId &&
    now.getTime() - latest.createdAt.getTime() < REVISION_COALESCE_MS
  )
    await tx.update(newsRevisions).set(snapshot).where(eq(newsRevisions.id, latest.id));
  else
    await tx.insert(newsRevisions).values({ ...snapshot, articleId: article.id, editorId, createdAt: now });
}

export async function listRevisions(db: Database, articleId: string) {
  return db
    .select({
      id: newsRevisions.id,
      title: newsRevisions.title,
      slug: newsRevisions.slug,
      excerpt: newsRevisions.excerpt,
      updatedAt: newsRevisions.updatedAt,
      editor: sql<string | null>`coalesce(${user.displayUsername}, ${user.username}, ${user.name})`,
    })
    .from(newsRevisions)
    .leftJoin(user, eq(user.id, newsRevisions.editorId))
    .where(eq(newsRevisions.articleId, articleId))
    .orderBy(desc(newsRevisions.createdAt), desc(newsRevisions.id))
    .limit(200);
}

export async function findRevision(db: Database, articleId: string, revisionId: string) {
  const [row] = await db
    .select()
    .from(newsRevisions)
    .where(and(eq(newsRevisions.id, revisionId), eq(newsRevisions.articleId, articleId)));
  return row ?? null;
}
