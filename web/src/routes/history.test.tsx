import type { Me } from '@domain/api/accounts';
import type { VideoCard } from '@domain/api/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profilesApi } from '@/features/profiles/profiles-api';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { viewerProfilesApi } from '@/lib/viewer-profiles';
import HistoryPage from './history';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const owner = { id: 'u2', username: 'bob', displayName: 'Bob', avatarUrl: null };
const video = (n: number, title: string): VideoCard => ({
  id: `v${n}`,
  title,
  thumbnailUrl: null,
  posterUrl: null,
  durationS: 300,
  viewCount: 12,
  likeCount: 1,
  monetized: false,
  visibility: 'public',
  status: 'ready',
  publishedAt: '2026-01-04T10:00:00.000Z',
  createdAt: '2026-01-04T10:00:00.000Z',
  channel: null,
  owner,
});

function renderPage() {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: MEMBER });
  vi.spyOn(viewerProfilesApi, 'list').mockResolvedValue({
    items: [
      { id: 'p1', name: 'Ana', avatar: 'fox', isPrimary: true, locked: false, current: false },
      { id: 'p2', name: 'Enfants', avatar: 'owl', isPrimary: false, locked: false, current: true },
    ],
    max: 5,
    pickOnSignIn: true,
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(sessionKey, MEMBER);
  const router = createMemoryRouter(
    [
      { path: '/history', element: <HistoryPage /> },
      { path: '/', element: <p>accueil</p> },
    ],
    { initialEntries: ['/history'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

describe('/history', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists the current profile's videos newest first and loads more on demand", async () => {
    const history = vi
      .spyOn(profilesApi, 'history')
      .mockResolvedValueOnce({ items: [video(1, 'Dessin animé'), video(2, 'Comptines')], nextCursor: 'c1' })
      .mockResolvedValueOnce({ items: [video(3, 'Documentaire')], nextCursor: null });
    renderPage();
    await screen.findByText('Profil : Enfants.', { exact: false });
    const titles = async () =>
      (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    await screen.findByRole('link', { name: 'Dessin animé' });
    expect((await titles()).slice(0, 2)).toEqual(['Dessin animé', 'Comptines']);
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByRole('link', { name: 'Documentaire' });
    expect(history).toHaveBeenLastCalledWith('c1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull());
  });

  it('says when the profile has watched nothing yet', async () => {
    vi.spyOn(profilesApi, 'history').mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    await screen.findByText('Aucune vidéo regardée');
  });
});
