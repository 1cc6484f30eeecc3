import type { Me } from '@domain/api/accounts';
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
import { playlistsApi } from './playlists-api';
import { WatchLaterButton } from './watch-later-button';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const VIDEO = '11111111-1111-4111-8111-111111111111';

function renderButton(user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/', element: <WatchLaterButton videoId={VIDEO} title="Recette" /> },
      { path: '/auth', element: <p>page de connexion</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router };
}

describe('WatchLaterButton', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks a visitor to sign in and saves nothing', async () => {
    const save = vi.spyOn(playlistsApi, 'watchLaterSave');
    const { router } = renderButton(null);
    await userEvent.click(screen.getByRole('button', { name: 'À regarder plus tard : Recette' }));
    expect((await screen.findByText('Connectez-vous pour enregistrer des vidéos.')).textContent).toContain(
      'Connectez',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves in one click, then takes the video out again', async () => {
    const save = vi
      .spyOn(playlistsApi, 'watchLaterSave')
      .mockImplementation(async (_id, saved) => ({ playlistId: 'wl', saved, itemCount: saved ? 1 : 0 }));
    renderButton(MEMBER);
    const button = screen.getByRole('button', { name: 'À regarder plus tard : Recette' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(save).toHaveBeenLastCalledWith(VIDEO, true);
    expect((await screen.findByText('Ajoutée à « À regarder plus tard ».')).textContent).toContain('Ajoutée');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(save).toHaveBeenLastCalledWith(VIDEO, false);
  });
});
