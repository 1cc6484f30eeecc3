import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportsApi } from '@/features/moderation/reports-api';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import ReportsPage from './reports';

const MEMBER: Me = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_lima',
  displayName: 'Ana Lima',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: [],
  abilities: { admin: false },
  plan: 'free',
};
const VIDEO = '3f1c2a52-9d1e-4f7b-8c1a-2b3c4d5e6f70';

function renderPage(user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter([{ path: '/reports', element: <ReportsPage /> }], {
    initialEntries: ['/reports'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('my reports page', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each report with its item, reason (linked to its rule), status and date', async () => {
    vi.spyOn(reportsApi, 'mine').mockResolvedValue({
      items: [
        {
          reference: 'R-ABCDEFGH23',
          itemKind: 'video',
          itemId: VIDEO,
          itemTitle: 'Vidéo signalée',
          reason: 'scam',
          status: 'open',
          createdAt: '2026-11-27T10:00:00.000Z',
        },
        {
          reference: 'R-ZZZZZZZZ22',
          itemKind: 'channel',
          itemId: VIDEO,
          itemTitle: null,
          reason: 'spam',
          status: 'dismissed',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    renderPage(MEMBER);
    await screen.findByRole('heading', { level: 1, name: 'Mes signalements' });
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByRole('link', { name: 'Vidéo signalée' }).getAttribute('href')).toBe(`/watch/${VIDEO}`);
    expect(
      first.getByRole('link', { name: 'Arnaque, hameçonnage, logiciel malveillant' }).getAttribute('href'),
    ).toBe('/conditions-generales-utilisation#prohibited-scam');
    first.getByText("En cours d'examen");
    // An item the member may no longer see is not named.
    const second = within(rows[2]!);
    second.getByText('Chaîne · Contenu indisponible');
    second.getByText('Classé sans suite');
  });

  it('says when there is nothing yet', async () => {
    vi.spyOn(reportsApi, 'mine').mockResolvedValue({ items: [] });
    renderPage(MEMBER);
    await screen.findByText("Vous n'avez envoyé aucun signalement.");
  });
});
