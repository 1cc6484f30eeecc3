import type { Me } from '@domain/api/accounts';
import type { QaFeedbackPage } from '@domain/api/qa';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overviewApi } from '@/features/admin-overview/overview-api';
import { earningsApi } from '@/features/earnings/earnings-api';
import { outboxApi } from '@/features/mail/outbox-api';
import { qaApi } from '@/features/qa/qa-api';
import { sandboxPayoutsApi } from '@/features/sandbox/sandbox-payouts-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdminPage from './admin';
import AdminPayoutsPage from './admin-payouts';
import AdminQaFeedbackPage from './admin-qa-feedback';

const member = (admin: boolean): Me => ({
  id: 'u1',
  email: 'boss@example.com',
  username: 'boss',
  displayName: 'Boss',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: admin ? ['admin'] : [],
  abilities: { admin },
  plan: 'free',
});

function renderAt(path: string, user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/admin/qa-feedback', element: <AdminQaFeedbackPage /> },
      { path: '/admin/payouts', element: <AdminPayoutsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const feedback = (n: number) => ({
  id: `f${n}`,
  message: `Retour ${n}`,
  pagePath: '/watch/abc',
  author: { id: 'u9', username: 'tester', email: 'tester@example.com' },
  createdAt: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
});

describe('admin pages', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    // Payments on Stripe: the sandbox's platform-balance route does not exist.
    vi.spyOn(sandboxPayoutsApi, 'platformBalance').mockRejectedValue(new ApiError(404, 'not_found', 'nope'));
    // Mail by SMTP: no outbox viewer.
    vi.spyOn(outboxApi, 'status').mockResolvedValue({ enabled: false });
    vi.spyOn(overviewApi, 'figures').mockResolvedValue({
      days: 30,
      from: '2026-10-29',
      today: '2026-11-27',
      generatedAt: '2026-11-27T10:00:00.000Z',
      tiles: [{ key: 'members.total', value: 7, unit: 'count' }],
      series: [],
      queues: [],
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('in test mode, the payouts screen shows the platform balance and tops it up', async () => {
    vi.spyOn(earningsApi, 'adminPayouts').mockResolvedValue({ items: [], nextCursor: null });
    vi.spyOn(sandboxPayoutsApi, 'platformBalance').mockResolvedValue({ availableCents: 1234 });
    const topUp = vi.spyOn(sandboxPayoutsApi, 'topUp').mockResolvedValue({ availableCents: 6234 });
    renderAt('/admin/payouts', member(true));
    await screen.findByRole('heading', { name: 'Solde de la plateforme (mode test)' });
    screen.getByText(/Disponible : 12,34/);
    const amount = screen.getByLabelText('Montant à ajouter (€)');
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au solde' }));
    screen.getByText('Saisissez un montant entre 0,01 et 100 000 €.');
    expect(topUp).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50,00');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au solde' }));
    expect(topUp).toHaveBeenCalledWith(5000);
    await screen.findByText(/Solde alimenté : 62,34/);
  });

  it('are not found for members who are not admins', async () => {
    renderAt('/admin', member(false));
    await screen.findByText('404');
  });

  it('ask visitors to sign in', async () => {
    renderAt('/admin/qa-feedback', null);
    expect((await screen.findByRole('link', { name: 'Se connecter' })).getAttribute('href')).toBe('/auth');
  });

  it('one admin navigation lists every admin screen that exists, and only those', async () => {
    renderAt('/admin', member(true));
    const nav = await screen.findByRole('navigation', { name: "Navigation de l'administration" });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Accueil', '/admin'],
      ['Membres', '/admin/members'],
      ['Vidéos', '/admin/videos'],
      ['Modération', '/admin/moderation'],
      ['Actualités', '/admin/news'],
      ['Versements', '/admin/payouts'],
      ['Messages de contact', '/admin/contact'],
      ['Preuves de consentement', '/admin/consent'],
      ['Retours QA', '/admin/qa-feedback'],
      ['Réglages publicitaires', '/adsense-setup'],
      ["Journal d'audit", '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the mail outbox only when the server keeps mail in it', async () => {
    vi.spyOn(outboxApi, 'status').mockResolvedValue({ enabled: true });
    renderAt('/admin', member(true));
    const nav = await screen.findByRole('navigation', { name: "Navigation de l'administration" });
    expect((await within(nav).findByRole('link', { name: "Boîte d'envoi" })).getAttribute('href')).toBe(
      '/admin/outbox',
    );
  });

  it('the home shows the overview', async () => {
    renderAt('/admin', member(true));
    await screen.findByRole('heading', { level: 1, name: 'Administration' });
    expect(screen.queryByText('Solde de la plateforme (mode test)')).toBeNull();
    expect((await screen.findByTestId('tile-members.total')).textContent).toBe('7');
    const violations = (
      await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('lists QA feedback newest first, a page at a time', async () => {
    const pages: Record<string, QaFeedbackPage> = {
      first: { items: [feedback(1), feedback(2)], nextCursor: 'c2' },
      c2: { items: [feedback(3)], nextCursor: null },
    };
    const page = vi
      .spyOn(qaApi, 'feedbackPage')
      .mockImplementation(async (cursor) => pages[cursor ?? 'first']!);
    renderAt('/admin/qa-feedback', member(true));
    await screen.findByText('Retour 1');
    expect(screen.getAllByText('tester · tester@example.com')).toHaveLength(2);
    expect(screen.queryByText('Retour 3')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText('Retour 3');
    expect(page).toHaveBeenLastCalledWith('c2');
    const nav = screen.getByRole('navigation', { name: "Navigation de l'administration" });
    const feedbackItems = screen.getAllByRole('listitem').filter((li) => !nav.contains(li));
    expect(feedbackItems.map((li) => li.textContent?.slice(0, 8))).toEqual([
      'Retour 1',
      'Retour 2',
      'Retour 3',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull());
  });

  it("lists every creator's withdrawals, filtered by status, and says who they are for", async () => {
    const payout = (id: string, status: 'paid' | 'failed', creator: boolean) => ({
      id,
      amountCents: 1250,
      status,
      requestedAt: '2026-11-20T10:00:00.000Z',
      paidAt: status === 'paid' ? '2026-11-21T10:00:00.000Z' : null,
      automatic: false,
      failureCode: status === 'failed' ? 'account_closed' : null,
      failureMessage: status === 'failed' ? 'The bank account is closed.' : null,
      waitingForFunds: false,
      creator: creator ? { id: 'u1', username: 'createur', email: 'createur@example.com' } : null,
    });
    const list = vi
      .spyOn(earningsApi, 'adminPayouts')
      .mockImplementation(async (status) =>
        status === 'failed'
          ? { items: [payout('w2', 'failed', false)], nextCursor: null }
          : { items: [payout('w1', 'paid', true), payout('w2', 'failed', false)], nextCursor: null },
      );
    renderAt('/admin/payouts', member(true));
    await screen.findByRole('heading', { level: 1, name: 'Versements' });
    await screen.findByText('@createur · createur@example.com');
    screen.getByText('Compte supprimé');
    screen.getByText(/The bank account is closed\./);
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'failed');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('failed', null));
    await waitFor(() => expect(screen.queryByText('@createur · createur@example.com')).toBeNull());
    const violations = (
      await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })
    ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
