import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SandboxPortal, sandboxApi } from '@/features/sandbox/sandbox-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import SandboxPortalPage from './sandbox-portal';

const TOKEN = 'bps_test_12345678';
const subscription = (overrides: Partial<SandboxPortal['subscriptions'][number]> = {}) => ({
  id: 'sub_1',
  plan: 'premium' as const,
  status: 'active' as const,
  amountCents: 299,
  currentPeriodEnd: '2026-03-15T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...overrides,
});
const portal = (overrides: Partial<SandboxPortal> = {}): SandboxPortal => ({
  email: 'ana@example.com',
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
  subscriptions: [subscription()],
  invoices: [
    {
      id: 'in_1',
      plan: 'premium',
      createdAt: '2026-02-15T10:00:00.000Z',
      amountCents: 299,
      refundedCents: 0,
      status: 'paid',
    },
  ],
  returnUrl: 'http://kinora.test/profile',
  clockNow: '2026-02-20T10:00:00.000Z',
  ...overrides,
});

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter([{ path: '/sandbox/portal/:token', element: <SandboxPortalPage /> }], {
    initialEntries: [`/sandbox/portal/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sandbox customer portal', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the subscriptions, card, invoices, test clock and the way back, in test mode', async () => {
    vi.spyOn(sandboxApi, 'portal').mockResolvedValue(
      portal({
        invoices: [{ ...portal().invoices[0]!, refundedCents: 299 }],
      }),
    );
    renderPage();
    screen.getByText('Mode test : aucun paiement réel');
    const heading = await screen.findByRole('heading', { name: 'Abonnements' });
    const subs = heading.closest<HTMLElement>('[data-slot="card"]')!;
    within(subs).getByText('Actif');
    within(subs).getByText(/renouvellement le 15 mars 2026/);
    screen.getByText('Visa se terminant par 4242, expire fin 12/34');
    const invoices = screen.getByRole('table');
    const row = within(invoices).getAllByRole('row')[1]!;
    within(row).getByText('15 février 2026');
    within(row).getByText('Payée');
    expect(within(row).getAllByText('2,99 €')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Retour à Kinora' }).getAttribute('href')).toBe(
      'http://kinora.test/profile',
    );
  });

  it('cancels at period end, then resumes', async () => {
    vi.spyOn(sandboxApi, 'portal')
      .mockResolvedValueOnce(portal())
      .mockResolvedValueOnce(portal({ subscriptions: [subscription({ cancelAtPeriodEnd: true })] }))
      .mockResolvedValue(portal());
    const cancel = vi.spyOn(sandboxApi, 'cancel').mockResolvedValue(undefined);
    const resume = vi.spyOn(sandboxApi, 'resume').mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Annuler Kinora Premium à la fin de la période' }),
    );
    expect(cancel).toHaveBeenCalledWith(TOKEN, 'sub_1');
    await screen.findByText(/se termine le 15 mars 2026/);
    expect(screen.getByRole('status').textContent).toBe('Kinora Premium prendra fin à la fin de la période.');

    await userEvent.click(screen.getByRole('button', { name: 'Reprendre Kinora Premium' }));
    expect(resume).toHaveBeenCalledWith(TOKEN, 'sub_1');
    await screen.findByText(/renouvellement le 15 mars 2026/);
  });

  it('advances the test clock just past the period end, or by one day', async () => {
    vi.spyOn(sandboxApi, 'portal')
      .mockResolvedValueOnce(portal())
      .mockResolvedValue(portal({ clockNow: '2026-03-15T10:01:00.000Z' }));
    const advance = vi.spyOn(sandboxApi, 'advanceClock').mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: "Avancer jusqu'à la fin de la période" }),
    );
    // 2026-02-20 10:00 → 2026-03-15 10:00 is 23 days, plus one minute.
    expect(advance).toHaveBeenCalledWith(TOKEN, 23 * 86_400 + 60);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Horloge avancée au 15 mars 2026/),
    );

    await userEvent.click(screen.getByRole('button', { name: '+1 jour' }));
    expect(advance).toHaveBeenLastCalledWith(TOKEN, 86_400);
  });

  it('replaces the card, and shows why a card was refused', async () => {
    vi.spyOn(sandboxApi, 'portal').mockResolvedValue(portal());
    const update = vi
      .spyOn(sandboxApi, 'updateCard')
      .mockRejectedValueOnce(new ApiError(402, 'card_expired', 'expired'))
      .mockResolvedValue(undefined);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mettre à jour la carte' }));
    await userEvent.type(screen.getByLabelText('Numéro de carte'), '4000000000000069');
    await userEvent.type(screen.getByLabelText('Expiration (MM/AA)'), '1/30');
    await userEvent.type(screen.getByLabelText('CVC'), '999');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    expect(update).toHaveBeenCalledWith(TOKEN, {
      cardNumber: '4000000000000069',
      expMonth: 1,
      expYear: 2030,
      cvc: '999',
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(i18n.t('errors.card_expired')));

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la carte' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Carte mise à jour.'));
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
  });
});
