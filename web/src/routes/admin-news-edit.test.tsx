import type { Me } from '@domain/api/accounts';
import type { NewsEditable } from '@domain/api/news';
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
import AdminNewsEditPage from './admin-news-edit';

const admin: Me = {
  id: 'u1',
  email: 'boss@example.com',
  username: 'boss',
  displayName: 'Boss',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: ['admin'],
  abilities: { admin: true },
  plan: 'free',
};

const article = (over: Partial<NewsEditable> = {}): NewsEditable => ({
  id: '11111111-1111-4111-8111-111111111111',
  title: '',
  slug: 'article',
  excerpt: '',
  body: '',
  coverUrl: null,
  coverAlt: '',
  status: 'draft',
  publishAt: null,
  author: 'Boss',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function renderAt(path: string) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: admin });
  vi.spyOn(newsApi, 'revisions').mockResolvedValue({ items: [] });
  const client = createQueryClient();
  client.setQueryData(sessionKey, admin);
  const router = createMemoryRouter(
    [
      { path: '/admin/news/new', element: <AdminNewsEditPage /> },
      { path: '/admin/news/edit/:id', element: <AdminNewsEditPage /> },
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

describe('the news editor', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('creates the draft on the first pause, then autosaves only the fields changed', async () => {
    const create = vi
      .spyOn(newsApi, 'create')
      .mockImplementation(async (f) => article({ title: f.title ?? '', slug: 'mon-article' }));
    const save = vi
      .spyOn(newsApi, 'save')
      .mockImplementation(async (_id, patch) =>
        article({ title: 'Mon article', slug: 'mon-article', ...patch }),
      );
    const router = renderAt('/admin/news/new');
    await userEvent.type(await screen.findByLabelText('Titre'), 'Mon article');
    await waitFor(() => expect(create).toHaveBeenCalledWith({ title: 'Mon article' }), { timeout: 3000 });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/news/edit/${article().id}`));
    // The slug the server made is shown; the editor kept its state across the address change.
    expect((screen.getByLabelText('Adresse (slug)') as HTMLInputElement).value).toBe('mon-article');
    await userEvent.type(screen.getByLabelText('Texte (Markdown)'), 'Du **texte**');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(save).toHaveBeenCalledWith(article().id, { body: 'Du **texte**' });
    await screen.findByText(/Enregistré à/);
  });

  it('shows a refused slug on its field and does not send input the schema refuses', async () => {
    vi.spyOn(newsApi, 'editable').mockResolvedValue(article({ title: 'Titre', slug: 'titre' }));
    const save = vi
      .spyOn(newsApi, 'save')
      .mockRejectedValue(new ApiError(409, 'slug_taken', 'Another article has this slug.'));
    renderAt(`/admin/news/edit/${article().id}`);
    const slug = await screen.findByLabelText('Adresse (slug)');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'pris');
    await screen.findByText('Un autre article utilise déjà cette adresse.', undefined, { timeout: 3000 });
    expect(save).toHaveBeenCalledWith(article().id, { slug: 'pris' });
    save.mockClear();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Pas valide!');
    await screen.findByText(/L'adresse ne peut contenir que/, undefined, { timeout: 3000 });
    expect(save).not.toHaveBeenCalled();
  });

  it('publishes after saving what is pending', async () => {
    vi.spyOn(newsApi, 'editable').mockResolvedValue(
      article({ title: 'Titre', excerpt: 'Résumé', body: 'Corps', slug: 'titre' }),
    );
    const calls: string[] = [];
    vi.spyOn(newsApi, 'save').mockImplementation(async (_id, patch) => {
      calls.push(`save ${JSON.stringify(patch)}`);
      return article({ title: 'Titre', excerpt: 'Résumé 2', body: 'Corps', slug: 'titre' });
    });
    vi.spyOn(newsApi, 'publish').mockImplementation(async () => {
      calls.push('publish');
      return article({ status: 'published', publishAt: '2026-01-02T00:00:00.000Z', slug: 'titre' });
    });
    renderAt(`/admin/news/edit/${article().id}`);
    await userEvent.type(await screen.findByLabelText('Chapeau'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Publier maintenant' }));
    await waitFor(() => expect(calls).toEqual(['save {"excerpt":"Résumé 2"}', 'publish']));
    await screen.findByText('Publié');
  });
});
