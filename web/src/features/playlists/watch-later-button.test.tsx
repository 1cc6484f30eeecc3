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
import { watchLaterApi } from './watch-later-api';
import { WatchLaterButton } from './watch-later-button';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const VIDEO = '11111111-1111-4111-8111-111111111111';

function renderButton(user: Me | null, videos = [{ id: VIDEO, title: 'Recette' }]) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: videos.map((v) => <WatchLaterButton key={v.id} videoId={v.id} title={v.title} />),
      },
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
    const save = vi.spyOn(watchLaterApi, 'save');
    const holding = vi.spyOn(watchLaterApi, 'holding');
    const { router } = renderButton(null);
    await userEvent.click(screen.getByRole('button', { name: 'À regarder plus tard : Recette' }));
    expect((await screen.findByText('Connectez-vous pour enregistrer des vidéos.')).textContent).toContain(
      'Connectez',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(save).not.toHaveBeenCalled();
    expect(holding).not.toHaveBeenCalled();
  });

  it('shows which cards are saved, asking for all of them in one request', async () => {
    const ids = ['a', 'b', 'c'].map((c) => `${c.repeat(8)}-1111-4111-8111-111111111111`);
    const holding = vi.spyOn(watchLaterApi, 'holding').mockResolvedValue({ videoIds: [ids[1]!] });
    renderButton(
      MEMBER,
      ids.map((id, i) => ({ id, title: `Vidéo ${i}` })),
    );
    const saved = screen.getByRole('button', { name: 'À regarder plus tard : Vidéo 1' });
    await waitFor(() => expect(saved.getAttribute('aria-pressed')).toBe('true'));
    for (const title of ['Vidéo 0', 'Vidéo 2'])
      expect(
        screen.getByRole('button', { name: `À regarder plus tard : ${title}` }).getAttribute('aria-pressed'),
      ).toBe('false');
    expect(holding).toHaveBeenCalledTimes(1);
    expect([...holding.mock.calls[0]![0]].sort()).toEqual([...ids].sort());
  });

  it('saves in one click, then takes the video out again', async () => {
    // The fake server remembers: the button reads its state back after each change.
    let stored = false;
    vi.spyOn(watchLaterApi, 'holding').mockImplementation(async () => ({
      videoIds: stored ? [VIDEO] : [],
    }));
    const save = vi.spyOn(watchLaterApi, 'save').mockImplementation(async (_id, saved) => {
      stored = saved;
      return { playlistId: 'wl', saved, itemCount: saved ? 1 : 0 };
    });
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
