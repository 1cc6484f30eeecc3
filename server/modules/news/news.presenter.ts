import type {
  NewsAdminPage,
  NewsArticle,
  NewsEditable,
  NewsPage,
  NewsRevision,
} from '../../../domain/api/news';
import { encodeCursor } from '../../../domain/cursor';
import type { ArticleRow, ArticleWithAuthor, listRevisions, PublishedCardRow } from './news.repository';
import { renderArticleBody } from './render-markdown';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentNewsPage(rows: PublishedCardRow[], pageSize: number): NewsPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      excerpt: r.excerpt,
      coverUrl: r.coverUrl,
      coverAlt: r.coverAlt,
      publishedAt: r.publishAt!.toISOString(),
    })),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.publishAt!, id: last.id }) : null,
  };
}

export function presentArticle(a: ArticleWithAuthor): NewsArticle {
  const published = a.status === 'published' ? a.publishAt : null;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    coverUrl: a.coverUrl,
    coverAlt: a.coverAlt,
    status: a.status,
    bodyHtml: renderArticleBody(a.body),
    author: a.authorName,
    updatedAt: a.updatedAt.toISOString(),
    publishedAt: iso(published),
  };
}

export const presentEditable = (a: ArticleRow & { authorName?: string | null }): NewsEditable => ({
  id: a.id,
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  body: a.body,
  coverUrl: a.coverUrl,
  coverAlt: a.coverAlt,
  status: a.status,
  publishAt: iso(a.publishAt),
  author: a.authorName ?? null,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

export function presentAdminPage(rows: ArticleWithAuthor[], pageSize: number): NewsAdminPage {
  const items = rows.slice(0, pageSize);
  const last = items.at(-1);
  return {
    items: items.map((a) => {
      const { body: _body, ...card } = presentEditable(a);
      return card;
    }),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.updatedAt, id: last.id }) : null,
  };
}

export const presentRevisions = (rows: Awaited<ReturnType<typeof listRevisions>>): NewsRevision[] =>
  rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    editor: r.editor,
    savedAt: r.updatedAt.toISOString(),
  }));

/** What the audit log keeps of an article: its fields but the body, which may be long. */
export const auditSnapshot = (a: ArticleRow) => ({
  title: a.title,
  slug: a.slug,
  excerpt: a.excerpt,
  bodyLength: a.body.length,
  coverUrl: a.coverUrl,
  coverAlt: a.coverAlt,
  status: a.status,
  publishAt: iso(a.publishAt),
});
