import type { Me } from '@domain/api/accounts';
import type { SavedIn } from '@domain/api/playlists';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { type Playlist, playlistsApi } from './playlists-api';
import { SaveButton } from './save-button';
import { watchLaterApi } from './watch-later-api';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const VIDEO = '11111111-1111-4111-8111-111111111111';
const LATER = '22222222-2222-4222-8222-222222222222';
const JAZZ = '33333333-3333-4333-8333-333333333333';

function renderSave(user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/watch/:id', element: <SaveButton videoId={VIDEO} /> },
      { path: '/auth', element: <p>page de connexion</p> },
    ],
    { initialEntries: [`/watch/${VIDEO}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router };
}

const lists: SavedIn = {
  lists: [
    { id: LATER, kind: 'watch_later', title: '', visibility: 'private', saved: false },
    { id: JAZZ, kind: 'playlist', title: 'Jazz', visibility: 'public', saved: true },
  ],
};

describe('SaveButton', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to sign in, and opens no dialog', async () => {
    const savedIn = vi.spyOn(playlistsApi, 'savedIn');
    const { router } = renderSave(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByText('Connectez-vous pour enregistrer des vidéos.')).textContent).toContain(
      'Connectez',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(savedIn).not.toHaveBeenCalled();
  });

  it('lists watch later first with each list checked as saved, and saves or removes on a click', async () => {
    vi.spyOn(playlistsApi, 'savedIn').mockResolvedValue(lists);
    const later = vi
      .spyOn(watchLaterApi, 'save')
      .mockResolvedValue({ playlistId: LATER, saved: true, itemCount: 1 });
    const save = vi
      .spyOn(playlistsApi, 'save')
      .mockResolvedValue({ playlistId: JAZZ, saved: false, itemCount: 0 });
    renderSave(MEMBER);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      expect.stringContaining('À regarder plus tard'),
      expect.stringContaining('Jazz'),
    ]);
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);

    await userEvent.click(screen.getByRole('checkbox', { name: /À regarder plus tard/ }));
    await waitFor(() => expect(later).toHaveBeenCalledWith(VIDEO, true));
    await userEvent.click(screen.getByRole('checkbox', { name: /Jazz/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(JAZZ, VIDEO, false));
  });

  it('creates a new playlist holding the video', async () => {
    vi.spyOn(playlistsApi, 'savedIn').mockResolvedValue(lists);
    const create = vi.spyOn(playlistsApi, 'create').mockResolvedValue({ id: 'new' } as Playlist);
    renderSave(MEMBER);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    const createButton = await screen.findByRole('button', { name: 'Créer' });
    expect(createButton.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('Nouvelle playlist'), 'Soirée');
    await userEvent.click(createButton);
    await waitFor(() => expect(create).toHaveBeenCalledWith({ title: 'Soirée', videoId: VIDEO }));
    expect((await screen.findByText('Playlist créée avec cette vidéo.')).textContent).toContain('créée');
  });
});
