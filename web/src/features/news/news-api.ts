import type {
  NewsAdminPage,
  NewsArticle,
  NewsEditable,
  NewsPage,
  NewsPatch,
  NewsRevision,
} from '@domain/api/news';
import { api } from '@/lib/api';

export type {
  NewsAdminPage,
  NewsArticle,
  NewsCard,
  NewsEditable,
  NewsPatch,
  NewsRevision,
} from '@domain/api/news';

const withCursor = (path: string, cursor?: string) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export const newsKeys = {
  all: ['news'] as const,
  list: ['news', 'list'] as const,
  article: (slug: string) => ['news', 'article', slug] as const,
  adminList: ['news', 'admin', 'list'] as const,
  editable: (id: string) => ['news', 'admin', 'article', id] as const,
  revisions: (id: string) => ['news', 'admin', 'revisions', id] as const,
};

const admin = (id: string) => `/api/admin/news/${encodeURIComponent(id)}`;

export const newsApi = {
  page: (cursor?: string) => api<NewsPage>(withCursor('/api/news', cursor)),
  /** An old slug is answered 301 by the server; fetch follows it, and the article says its slug. */
  article: (slug: string) => api<NewsArticle>(`/api/news/${encodeURIComponent(slug)}`),
  adminPage: (cursor?: string) => api<NewsAdminPage>(withCursor('/api/admin/news', cursor)),
  editable: (id: string) => api<NewsEditable>(admin(id)),
  create: (fields: NewsPatch) => api<NewsEditable>('/api/admin/news', { method: 'POST', json: fields }),
  save: (id: string, patch: NewsPatch) => api<NewsEditable>(admin(id), { method: 'PATCH', json: patch }),
  publish: (id: string, at?: string) =>
    api<NewsEditable>(`${admin(id)}/publish`, { method: 'POST', json: at ? { at } : {} }),
  unpublish: (id: string) => api<NewsEditable>(`${admin(id)}/unpublish`, { method: 'POST' }),
  setCover: (id: string, file: File, alt: string) => {
    const form = new FormData();
    form.set('alt', alt);
    form.set('file', file);
    return api<NewsEditable>(`${admin(id)}/cover`, { method: 'POST', body: form });
  },
  removeCover: (id: string) => api<NewsEditable>(`${admin(id)}/cover`, { method: 'DELETE' }),
  revisions: (id: string) => api<{ items: NewsRevision[] }>(`${admin(id)}/revisions`),
  restore: (id: string, revisionId: string) =>
    api<NewsEditable>(`${admin(id)}/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' }),
};
