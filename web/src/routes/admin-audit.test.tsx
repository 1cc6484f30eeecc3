import type { Me } from '@domain/api/accounts';
import type { AuditEntry } from '@domain/api/audit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditApi, EMPTY_AUDIT_FILTERS } from '@/features/audit/audit-api';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdminAuditPage from './admin-audit';

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

const entry = (n: number, action: string): AuditEntry => ({
  id: `e${n}`,
  actorId: 'u1',
  actorEmail: 'boss@example.com',
  action,
  targetType: 'news_article',
  targetId: `t${n}`,
  before: { title: 'Avant' },
  after: { title: 'Après' },
  requestId: `req-${n}`,
  at: '2026-11-20T10:00:00.000Z',
});

describe('/admin/audit', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists admin actions and filters them on the server', async () => {
    const page = vi.spyOn(auditApi, 'page').mockImplementation(async (filters) => ({
      items: filters.action
        ? [entry(2, filters.action)]
        : [entry(1, 'news.create'), entry(2, 'news.publish')],
      nextCursor: null,
    }));
    vi.spyOn(authApi, 'session').mockResolvedValue({ user: admin });
    const client = createQueryClient();
    client.setQueryData(sessionKey, admin);
    const router = createMemoryRouter([{ path: '/admin/audit', element: <AdminAuditPage /> }], {
      initialEntries: ['/admin/audit'],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('news.create');
    screen.getByText('Requête req-1');
    expect(page).toHaveBeenCalledWith(EMPTY_AUDIT_FILTERS, undefined);
    await userEvent.type(screen.getByLabelText('Action'), 'news.publish');
    await userEvent.type(screen.getByLabelText('Du'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(page).toHaveBeenLastCalledWith(
        { ...EMPTY_AUDIT_FILTERS, action: 'news.publish', from: '2026-11-01' },
        undefined,
      ),
    );
    await waitFor(() => expect(screen.queryByText('news.create')).toBeNull());
  });
});
