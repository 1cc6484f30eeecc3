import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { NotificationBell } from './notification-bell';
import { type Notification, notificationsApi } from './notifications-api';

/** A stand-in for the browser WebSocket: the test pushes what the server would send. */
class FakeSocket {
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  push(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const VIDEO = '11111111-1111-4111-8111-111111111111';
const notice = (overrides: Partial<Notification> & Pick<Notification, 'kind' | 'data'>) =>
  ({ id: crypto.randomUUID(), createdAt: minutesAgo(5), read: false, ...overrides }) as Notification;

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NotificationBell userId="u1" /> },
      { path: '/watch/:id', element: <p>watch page</p> },
      { path: '/video/:id/edit', element: <p>edit page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function openBell(name: string | RegExp) {
  const bell = await screen.findByRole('button', { name });
  bell.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('notification bell', () => {
  beforeEach(async () => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the unread count in its name and badge', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 3 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (3 non lues)' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('3');
  });

  it('says 99+ when the server counted to its cap', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 100 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications (99+ non lues)' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('99+');
  });

  it('lists the latest notifications in words, and a live one adds to the count and the list', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 1 });
    vi.spyOn(notificationsApi, 'list').mockResolvedValue({
      items: [
        notice({
          kind: 'video_failed',
          data: { videoId: VIDEO, videoTitle: 'Mon court', reason: 'video_too_short' },
        }),
        notice({
          kind: 'video_ready',
          data: { videoId: VIDEO, videoTitle: 'Ma vidéo' },
          read: true,
          createdAt: minutesAgo(60 * 25),
        }),
      ],
      nextCursor: null,
      unreadCount: 1,
    });
    renderBell();
    const menu = await openBell('Notifications (1 non lue)');
    const failed = await within(menu).findByRole('menuitem', {
      name: /Le traitement de « Mon court » a échoué/,
    });
    expect(failed.textContent).toContain("La vidéo dure moins d'une minute");
    expect(failed.textContent).toContain('il y a 5 minutes');
    expect(failed.getAttribute('href')).toBe(`/video/${VIDEO}/edit`);
    expect(failed.getAttribute('data-unread')).toBe('true');
    const ready = within(menu).getByRole('menuitem', { name: /Votre vidéo « Ma vidéo » est prête/ });
    expect(ready.textContent).toContain('hier');
    expect(ready.getAttribute('data-unread')).toBeNull();

    const socket = FakeSocket.instances[0]!;
    act(() =>
      socket.push({
        type: 'notification',
        notification: notice({
          kind: 'new_video',
          createdAt: new Date().toISOString(),
          data: { videoId: VIDEO, videoTitle: 'Les volcans', channelId: VIDEO, channelName: 'Géo' },
        }),
      }),
    );
    await within(menu).findByRole('menuitem', { name: /Géo a publié : Les volcans/ });
    // The menu is modal: the page behind it, the bell included, is hidden from assistive tech meanwhile.
    screen.getByRole('button', { name: 'Notifications (2 non lues)', hidden: true });

    // Read in another tab: the count that tab reports.
    act(() => socket.push({ type: 'notifications.read', unreadCount: 0 }));
    await waitFor(() => screen.getByRole('button', { name: 'Notifications', hidden: true }));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('marks all read', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 2 });
    vi.spyOn(notificationsApi, 'list').mockResolvedValue({
      items: [
        notice({ kind: 'video_ready', data: { videoId: VIDEO, videoTitle: 'Une' } }),
        notice({ kind: 'video_ready', data: { videoId: VIDEO, videoTitle: 'Deux' } }),
      ],
      nextCursor: null,
      unreadCount: 2,
    });
    const markAll = vi.spyOn(notificationsApi, 'markAllRead').mockResolvedValue({ unreadCount: 0 });
    renderBell();
    const menu = await openBell('Notifications (2 non lues)');
    await within(menu).findByRole('menuitem', { name: /Une/ });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Tout marquer comme lu' }));
    expect(markAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    screen.getByRole('button', { name: 'Notifications', hidden: true });
    for (const item of within(menu).getAllByRole('menuitem', { name: /est prête/ }))
      expect(item.getAttribute('data-unread')).toBeNull();
    expect(
      within(menu).getByRole('menuitem', { name: 'Tout marquer comme lu' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('opening one marks it read and goes to its video', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 1 });
    const item = notice({
      kind: 'new_video',
      data: { videoId: VIDEO, videoTitle: 'Les volcans', channelId: VIDEO, channelName: 'Géo' },
    });
    vi.spyOn(notificationsApi, 'list').mockResolvedValue({ items: [item], nextCursor: null, unreadCount: 1 });
    const markRead = vi.spyOn(notificationsApi, 'markRead').mockResolvedValue({ unreadCount: 0 });
    const router = renderBell();
    const menu = await openBell('Notifications (1 non lue)');
    await userEvent.click(await within(menu).findByRole('menuitem', { name: /Géo a publié/ }));
    expect(markRead).toHaveBeenCalledWith(item.id, expect.anything());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/watch/${VIDEO}`));
  });

  it('says when there is nothing, and loads more on demand', async () => {
    vi.spyOn(notificationsApi, 'unreadCount').mockResolvedValue({ unreadCount: 0 });
    const list = vi
      .spyOn(notificationsApi, 'list')
      .mockResolvedValue({ items: [], nextCursor: null, unreadCount: 0 });
    renderBell();
    const menu = await openBell('Notifications');
    await within(menu).findByText('Aucune notification');
    await userEvent.keyboard('{Escape}');

    list.mockImplementation(async (cursor) =>
      cursor
        ? {
            items: [notice({ kind: 'video_ready', data: { videoId: VIDEO, videoTitle: 'Ancienne' } })],
            nextCursor: null,
            unreadCount: 0,
          }
        : {
            items: [notice({ kind: 'video_ready', data: { videoId: VIDEO, videoTitle: 'Récente' } })],
            nextCursor: 'c1',
            unreadCount: 0,
          },
    );
    const again = await openBell('Notifications');
    await userEvent.click(await within(again).findByRole('menuitem', { name: 'Afficher plus' }));
    await within(again).findByRole('menuitem', { name: /Ancienne/ });
    expect(list).toHaveBeenLastCalledWith('c1');
    expect(within(again).queryByRole('menuitem', { name: 'Afficher plus' })).toBeNull();
  });
});
