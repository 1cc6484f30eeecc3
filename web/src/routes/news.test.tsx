import type { NewsArticle, NewsCard, NewsPage as NewsPageData } from '@domain/api/news';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsApi } from '@/features/news/news-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import NewsPage from './news';
import NewsArticlePage from './news-article';

const card = (n: number): NewsCard => ({
  id: `a${n}`,
  slug: `article-${n}`,
  title: `Article ${n}`,
  excerpt: `Résumé ${n}`,
  coverUrl: n === 1 ? '/api/files/news-covers/1.webp' : null,
  coverAlt: n === 1 ? 'Une couverture' : '',
  publishedAt: new Date(Date.UTC(2026, 10, 20 - n)).toISOString(),
});
const article = (over: Partial<NewsArticle> = {}): NewsArticle => ({
  ...card(1),
  status: 'published',
  bodyHtml: '',
  author: 'Rédaction',
  updatedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

function renderAt(path: string) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: null });
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter(
    [
      { path: '/news', element: <NewsPage /> },
      { path: '/news/:slug', element: <NewsArticlePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('news pages', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('/news lists cover, title, excerpt and date, a page at a time', async () => {
    const pages: Record<string, NewsPageData> = {
      first: { items: [card(1), card(2)], nextCursor: 'c2' },
      c2: { items: [card(3)], nextCursor: null },
    };
    const page = vi.spyOn(newsApi, 'page').mockImplementation(async (cursor) => pages[cursor ?? 'first']!);
    renderAt('/news');
    const link = await screen.findByRole('link', { name: 'Article 1' });
    expect(link.getAttribute('href')).toBe('/news/article-1');
    expect(screen.getByRole('img', { name: 'Une couverture' }).getAttribute('src')).toBe(
      '/api/files/news-covers/1.webp',
    );
    screen.getByText('Résumé 2');
    screen.getByText(/^Publié le 19 nov\. 2026$/);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByRole('link', { name: 'Article 3' });
    expect(page).toHaveBeenLastCalledWith('c2');
  });

  it('an unknown, draft or scheduled article is the not-found page', async () => {
    vi.spyOn(newsApi, 'article').mockRejectedValue(new ApiError(404, 'news_not_found', 'No such article.'));
    renderAt('/news/brouillon');
    await screen.findByText('404');
  });

  it('an old slug (answered 301 by the API) puts the current one in the address bar', async () => {
    vi.spyOn(newsApi, 'article').mockResolvedValue(article({ slug: 'nouveau-nom', title: 'Renommé' }));
    const router = renderAt('/news/ancien-nom');
    await screen.findByRole('heading', { level: 1, name: 'Renommé' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/nouveau-nom'));
  });

  it('an admin reading a draft is told it is not published', async () => {
    vi.spyOn(newsApi, 'article').mockResolvedValue(article({ status: 'draft', publishedAt: null }));
    renderAt('/news/article-1');
    await screen.findByText("Cet article n'est pas publié : seuls les administrateurs le voient.");
  });
});
