import type { Me } from '@domain/api/accounts';
import type { MemberRow } from '@domain/api/members';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_MEMBER_FILTERS, membersApi } from '@/features/members/members-api';
import { decisionsApi } from '@/features/moderation/decisions-api';
import { decision } from '@/features/moderation/test-fixtures';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdminMemberPage from './admin-member';
import AdminMembersPage from './admin-members';

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

const row = (n: number, email: string): MemberRow => ({
  id: `m${n}`,
  email,
  username: `user${n}`,
  displayName: `Membre ${n}`,
  roles: [],
  premium: n === 2,
  creator: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
});

function renderPage(url = '/admin/members') {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: admin });
  const client = createQueryClient();
  client.setQueryData(sessionKey, admin);
  const router = createMemoryRouter(
    [
      { path: '/admin/members', element: <AdminMembersPage /> },
      { path: '/admin/members/:id', element: <AdminMemberPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/admin/members', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('searches on the server, exports the filtered set, and grants qa to the selection after confirmation', async () => {
    const page = vi.spyOn(membersApi, 'page').mockImplementation(async (filters) => ({
      items: filters.q
        ? [row(2, 'lucie@example.com')]
        : [row(1, 'ana@example.com'), row(2, 'lucie@example.com')],
      nextCursor: null,
    }));
    const change = vi.spyOn(membersApi, 'changeRole').mockResolvedValue({ changed: 1 });
    renderPage();
    const table = await screen.findByRole('table');
    await within(table).findByText('ana@example.com');
    expect(page).toHaveBeenCalledWith(EMPTY_MEMBER_FILTERS, undefined);

    await userEvent.type(screen.getByLabelText("Email ou nom d'utilisateur"), 'LUCIE');
    await userEvent.selectOptions(screen.getByLabelText('Premium'), 'yes');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('ana@example.com')).toBeNull());
    const filtered = screen.getByRole('table');
    expect(page).toHaveBeenLastCalledWith({ ...EMPTY_MEMBER_FILTERS, q: 'LUCIE', premium: 'yes' }, undefined);
    expect(screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href')).toBe(
      '/api/admin/members.csv?q=LUCIE&premium=yes&sort=-created',
    );

    const grant = screen.getByRole('button', { name: 'Accorder le rôle QA' });
    expect(grant).toHaveProperty('disabled', true);
    await userEvent.click(within(filtered).getByRole('checkbox', { name: 'Sélectionner lucie@example.com' }));
    screen.getByText('1 membre sélectionné');
    await userEvent.click(grant);
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Accorder le rôle QA à ce membre ?');
    expect(change).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ memberIds: ['m2'], role: 'qa', grant: true }));
  });

  it("a member's page lists their reported content, each linked to its moderation history", async () => {
    vi.spyOn(membersApi, 'detail').mockResolvedValue({
      member: { ...row(3, 'cree@example.com'), emailVerified: true, locale: 'fr', avatarUrl: null },
      sessions: [],
      subscriptions: { premium: { active: false, until: null }, qa: { active: false, until: null } },
      videos: { total: 0, latest: [] },
      standing: { sanctions: [] },
      reports: [{ kind: 'video', targetId: 'v-9', openReports: 2, closedReports: 1 }],
      reportsSent: { open: 0, dismissed: 0, actioned: 0 },
    } as never);
    renderPage('/admin/members/m3');
    const link = await screen.findByRole('link', { name: 'Vidéo' });
    expect(link.getAttribute('href')).toBe('/admin/moderation?video=v-9');
    screen.getByText(/2 ouverts, 1 clos/);
  });

  it("limits the reports of a member who misuses them, from the member's page, with a statement of reasons", async () => {
    vi.spyOn(membersApi, 'detail').mockResolvedValue({
      member: { ...row(4, 'veilleur@example.com'), emailVerified: true, locale: 'fr', avatarUrl: null },
      sessions: [],
      subscriptions: { premium: { active: false, until: null }, qa: { active: false, until: null } },
      videos: { total: 0, latest: [] },
      standing: { sanctions: [] },
      reports: [],
      reportsSent: { open: 1, dismissed: 12, actioned: 0 },
    } as never);
    const decide = vi
      .spyOn(decisionsApi, 'decideOnMember')
      .mockResolvedValue(decision({ itemKind: 'member', reason: 'report_misuse', targetTitle: null }));
    renderPage('/admin/members/m4');
    await screen.findByText(
      "Signalements envoyés : 1 en cours, 12 classés sans suite, 0 suivis d'une mesure.",
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Prendre une décision' }));
    // Dismissed reports: the misuse ground is the default, and only member sanctions are offered.
    const reason = screen.getByLabelText('Règle enfreinte') as HTMLSelectElement;
    expect(reason.value).toBe('report_misuse');
    expect(screen.queryByRole('checkbox', { name: 'Retrait de la vidéo' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Limitation de fonctionnalité' }));
    await userEvent.selectOptions(screen.getByLabelText('Fonctionnalité'), 'report');
    await userEvent.type(screen.getByLabelText("Jusqu'au"), '2030-01-15');
    await userEvent.type(screen.getByLabelText('Les faits'), 'Douze signalements classés sans suite.');
    await userEvent.type(screen.getByLabelText('Explication'), 'Signalements abusifs.');
    await userEvent.click(screen.getByRole('checkbox', { name: /Je confirme cette décision/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer la décision' }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    const [memberId, sent] = decide.mock.calls[0]!;
    expect(memberId).toBe('m4');
    expect(sent).toMatchObject({
      sanctions: [{ kind: 'feature_limit', feature: 'report' }],
      reason: 'report_misuse',
      facts: 'Douze signalements classés sans suite.',
    });
    await screen.findByRole('heading', { name: /Décision D-.* prise/ });
  });
});
