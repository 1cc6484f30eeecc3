import type { Me } from '@domain/api/accounts';
import type { Channel } from '@domain/api/channels';
import type { SubscribedChannel } from '@domain/api/subscriptions';
import type { VideoCard } from '@domain/api/videos';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { subscriptionsApi } from '@/features/subscriptions/subscriptions-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import SubscriptionsPage from './subscriptions';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const owner = { id: 'u2', username: 'bob', displayName: 'Bob', avatarUrl: null };

const channel = (n: number, name: string): Channel => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  description: '',
  topics: [],
  imageUrl: null,
  subscriberCount: 10,
  videoCount: 2,
  owner,
  createdAt: '2025-06-01T00:00:00.000Z',
  abilities: { edit: false, delete: false, publish: false },
});
const cooking: SubscribedChannel = {
  channel: channel(1, 'Cuisine facile'),
  subscribedAt: '2026-01-03T10:00:00.000Z',
};
const music: SubscribedChannel = {
  channel: channel(2, 'Musique live'),
  subscribedAt: '2025-12-24T10:00:00.000Z',
};
const video: VideoCard = {
  id: 'v1',
  title: 'Tarte aux pommes',
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
  channel: { id: cooking.channel.id, name: cooking.channel.name, imageUrl: null },
  owner,
};

function renderPage(user: Me | null = MEMBER) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/subscriptions', element: <SubscriptionsPage /> },
      { path: '/', element: <p>accueil</p> },
    ],
    { initialEntries: ['/subscriptions'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router };
}

describe('/subscriptions', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('explains what subscribing does when the member follows no channel yet', async () => {
    vi.spyOn(subscriptionsApi, 'mine').mockResolvedValue({ items: [], nextCursor: null });
    vi.spyOn(subscriptionsApi, 'feed').mockResolvedValue({ items: [], nextCursor: null });
    const { router } = renderPage();
    screen.getByRole('heading', { level: 1, name: 'Abonnements' });
    await screen.findByText('Aucun abonnement pour le moment');
    await userEvent.click(screen.getByRole('link', { name: 'Découvrir des vidéos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lists the channels with their date, the newest videos, and unsubscribes from the list', async () => {
    vi.spyOn(subscriptionsApi, 'mine').mockResolvedValue({ items: [cooking, music], nextCursor: null });
    vi.spyOn(subscriptionsApi, 'feed').mockResolvedValue({ items: [video], nextCursor: null });
    const set = vi
      .spyOn(subscriptionsApi, 'set')
      .mockResolvedValue({ subscribed: false, subscriberCount: 9 });
    renderPage();

    const list = await screen.findByRole('region', { name: 'Chaînes suivies' });
    const link = await within(list).findByRole('link', { name: 'Cuisine facile' });
    expect(link.getAttribute('href')).toBe(`/channel/${cooking.channel.id}`);
    within(list).getByText('Abonné depuis le 3 janvier 2026');
    within(list).getByText('Abonné depuis le 24 décembre 2025');
    const feed = screen.getByRole('region', { name: 'Dernières vidéos' });
    const watch = await within(feed).findByRole('link', { name: 'Tarte aux pommes' });
    expect(watch.getAttribute('href')).toBe(`/watch/${video.id}`);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();

    await userEvent.click(within(list).getByRole('button', { name: 'Se désabonner de Musique live' }));
    expect(set).toHaveBeenCalledWith(music.channel.id, false);
    await screen.findByText('Vous êtes désabonné de Musique live.');
    await waitFor(() => expect(within(list).queryByText('Musique live')).toBeNull());
    within(list).getByText('Cuisine facile');
  });

  it('loads more channels on demand', async () => {
    const mine = vi
      .spyOn(subscriptionsApi, 'mine')
      .mockResolvedValueOnce({ items: [cooking], nextCursor: 'c1' })
      .mockResolvedValueOnce({ items: [music], nextCursor: null });
    vi.spyOn(subscriptionsApi, 'feed').mockResolvedValue({ items: [], nextCursor: null });
    renderPage();
    await screen.findByText("Les chaînes que vous suivez n'ont encore publié aucune vidéo.");
    await userEvent.click(await screen.findByRole('button', { name: 'Voir plus' }));
    await screen.findByText('Musique live');
    expect(mine).toHaveBeenLastCalledWith('c1');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const mine = vi
      .spyOn(subscriptionsApi, 'mine')
      .mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
      .mockResolvedValueOnce({ items: [cooking], nextCursor: null });
    vi.spyOn(subscriptionsApi, 'feed').mockResolvedValue({ items: [video], nextCursor: null });
    renderPage();
    const alert = await screen.findByRole('alert');
    within(alert).getByText("Vos abonnements n'ont pas pu être chargés.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const list = screen.getByRole('region', { name: 'Chaînes suivies' });
    await within(list).findByRole('link', { name: 'Cuisine facile' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mine).toHaveBeenCalledTimes(2);
  });

  it('asks a visitor to sign in', async () => {
    const mine = vi.spyOn(subscriptionsApi, 'mine');
    renderPage(null);
    expect((await screen.findByRole('link', { name: 'Se connecter' })).getAttribute('href')).toBe('/auth');
    expect(mine).not.toHaveBeenCalled();
  });
});
