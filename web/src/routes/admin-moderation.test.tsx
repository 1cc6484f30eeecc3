import type { Me } from '@domain/api/accounts';
import type { ModerationItemDetail, ModerationQueueItem } from '@domain/api/moderation';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moderationApi } from '@/features/moderation/moderation-queue-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdminModerationPage from './admin-moderation';

const admin = {
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
} satisfies Me;

const queued: ModerationQueueItem = {
  id: 'i1',
  kind: 'video',
  targetId: 'v1',
  title: 'Vidéo douteuse',
  owner: { id: 'o1', username: 'createur' },
  openReports: 2,
  reasons: [
    { reason: 'spam', count: 1 },
    { reason: 'scam', count: 1 },
  ],
  oldestReportAt: '2026-11-20T10:00:00.000Z',
  newestReportAt: '2026-11-21T10:00:00.000Z',
};

const detail = (openReports: number): ModerationItemDetail => ({
  id: 'i1',
  kind: 'video',
  targetId: 'v1',
  title: 'Vidéo douteuse',
  owner: { id: 'o1', username: 'createur' },
  openReports,
  previewPath: '/watch/v1',
  body: null,
  reports: [
    {
      reference: 'R-AAAAAAAAAA',
      reason: 'scam',
      note: '<b>promesses</b>',
      range: { startS: 72, endS: 90 },
      status: openReports ? 'open' : 'dismissed',
      createdAt: '2026-11-21T10:00:00.000Z',
      closedAt: null,
      reporter: { kind: 'visitor', name: 'Ana Lima', email: 'ana@example.com' },
    },
    {
      reference: 'R-BBBBBBBBBB',
      reason: 'spam',
      note: '',
      range: null,
      status: openReports ? 'open' : 'dismissed',
      createdAt: '2026-11-20T10:00:00.000Z',
      closedAt: null,
      reporter: { kind: 'member', id: 'm1', username: 'veilleur' },
    },
  ],
  ownerHistory: [{ id: 'i2', kind: 'channel', targetId: 'c1', openReports: 0, closedReports: 3 }],
  decisions: [],
});

function renderPage(url = '/admin/moderation') {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: admin });
  const client = createQueryClient();
  client.setQueryData(sessionKey, admin);
  const router = createMemoryRouter([{ path: '/admin/moderation', element: <AdminModerationPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/admin/moderation', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the queue, opens an item with its reports and dismisses it with a statement', async () => {
    let open = 2;
    const queue = vi
      .spyOn(moderationApi, 'queue')
      .mockImplementation(async () => ({ items: open ? [queued] : [], nextCursor: null }));
    vi.spyOn(moderationApi, 'item').mockImplementation(async () => detail(open));
    const dismiss = vi.spyOn(moderationApi, 'dismiss').mockImplementation(async () => {
      open = 0;
      return { dismissed: 2, closedAt: '2026-11-22T10:00:00.000Z' };
    });
    renderPage();

    const table = await screen.findByRole('table');
    const row = within(table).getAllByText('Vidéo douteuse')[0]!.closest('tr')!;
    within(row).getByText('createur');
    within(row).getByText(
      /Spam ou manipulation des vues \(1\), Arnaque, hameçonnage, logiciel malveillant \(1\)/,
    );
    await userEvent.click(within(row).getByRole('button', { name: /Examiner/ }));

    const heading = await screen.findByRole('heading', { name: 'Vidéo · Vidéo douteuse' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    screen.getByText('Visiteur : Ana Lima <ana@example.com>');
    screen.getByText('Membre : veilleur');
    // A note is text, never HTML.
    screen.getByText('<b>promesses</b>');
    expect(
      screen.getByRole('link', { name: 'Arnaque, hameçonnage, logiciel malveillant' }).getAttribute('href'),
    ).toBe('/conditions-generales-utilisation#prohibited-scam');
    screen.getByText(/1:12–1:30/);
    screen.getByText(/0 ouverts, 3 clos/);
    expect(screen.getByRole('link', { name: /\/watch\/v1/ }).getAttribute('href')).toBe('/watch/v1');

    // An empty statement is refused before any request.
    await userEvent.click(screen.getByRole('button', { name: 'Classer sans suite' }));
    await screen.findByText('Écrivez la raison de la décision.');
    expect(dismiss).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Raison de la décision'), 'Rien de contraire aux règles.');
    await userEvent.click(screen.getByRole('button', { name: 'Classer sans suite' }));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith('i1', 'Rien de contraire aux règles.'));
    // Nothing is open any more: the form goes, the reports say so.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Classer sans suite' })).toBeNull());
    expect(screen.getAllByText('Classé sans suite', { exact: false }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Retour à la file' }));
    await screen.findByText('Aucun signalement en attente.');
    expect(queue).toHaveBeenCalled();
  });

  it('says why a dismissal was refused (another admin was first)', async () => {
    vi.spyOn(moderationApi, 'queue').mockResolvedValue({ items: [queued], nextCursor: null });
    vi.spyOn(moderationApi, 'item').mockResolvedValue(detail(2));
    vi.spyOn(moderationApi, 'dismiss').mockRejectedValue(
      new ApiError(409, 'no_open_reports', 'No open report.'),
    );
    renderPage();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: /Examiner/ }));
    await userEvent.type(await screen.findByLabelText('Raison de la décision'), 'Déjà vu.');
    await userEvent.click(screen.getByRole('button', { name: 'Classer sans suite' }));
    await screen.findByText('Aucun signalement ouvert sur cet élément : rien n’a été modifié.');
  });

  it("opens a video's history from its id (the videos table's link), or says it was never reported", async () => {
    const queue = vi.spyOn(moderationApi, 'queue').mockResolvedValue({ items: [queued], nextCursor: null });
    const lookup = vi.spyOn(moderationApi, 'lookup').mockResolvedValue({ id: 'i1' });
    vi.spyOn(moderationApi, 'item').mockResolvedValue(detail(2));
    renderPage('/admin/moderation?video=v-reported');
    await screen.findByText('R-AAAAAAAAAA');
    expect(lookup).toHaveBeenCalledWith('video', 'v-reported');
    expect(queue).not.toHaveBeenCalled();
    cleanup();
    lookup.mockRejectedValue(new ApiError(404, 'moderation_item_not_found', 'Not found.'));
    renderPage('/admin/moderation?video=v-never');
    await screen.findByText("Cette vidéo n'a jamais été signalée.");
    await userEvent.click(screen.getByRole('button', { name: /Retour/ }));
    await screen.findByRole('table');
  });
});
