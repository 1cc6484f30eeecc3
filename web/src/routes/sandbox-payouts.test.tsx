import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SandboxPayoutDashboard, sandboxPayoutsApi } from '@/features/sandbox/sandbox-payouts-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import SandboxPayoutsPage from './sandbox-payouts';

const TOKEN = 'lnk_0123456789abcdef01234567';
const dashboard = (overrides: Partial<SandboxPayoutDashboard> = {}): SandboxPayoutDashboard => ({
  email: 'cam@example.com',
  holderName: 'Camille Martin',
  bankLast4: '2606',
  bank: 'succeed',
  destinationChangedAt: null,
  payouts: [
    {
      id: 'po_2',
      amountCents: 150,
      status: 'failed',
      createdAt: '2026-11-26T10:00:00.000Z',
      arrivalDate: '2026-11-26T10:01:00.000Z',
      failureCode: 'account_closed',
      failureMessage: 'The bank account has been closed.',
    },
    {
      id: 'po_1',
      amountCents: 1234,
      status: 'paid',
      createdAt: '2026-11-25T10:00:00.000Z',
      arrivalDate: '2026-11-25T10:01:00.000Z',
      failureCode: null,
      failureMessage: null,
    },
  ],
  ...overrides,
});

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter([{ path: '/sandbox/payouts/:token', element: <SandboxPayoutsPage /> }], {
    initialEntries: [`/sandbox/payouts/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sandbox payouts dashboard', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the payouts with their statuses, in test mode', async () => {
    vi.spyOn(sandboxPayoutsApi, 'dashboard').mockResolvedValue(dashboard());
    renderPage();
    screen.getByText('Mode test : aucun paiement réel');
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    within(items[0]!).getByText('Échoué');
    within(items[0]!).getByText('La banque a refusé le versement : le compte est clôturé.');
    within(items[1]!).getByText('12,34 €');
    within(items[1]!).getByText('Payé');
    screen.getByText(/IBAN se terminant par 2606/);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  it('changes the bank account and says withdrawals are held', async () => {
    vi.spyOn(sandboxPayoutsApi, 'dashboard').mockResolvedValue(dashboard());
    const change = vi
      .spyOn(sandboxPayoutsApi, 'changeBank')
      .mockResolvedValue(
        dashboard({ bankLast4: '3000', bank: 'fail', destinationChangedAt: '2026-11-27T09:00:00.000Z' }),
      );
    renderPage();
    const iban = await screen.findByLabelText('IBAN');
    expect((iban as HTMLInputElement).value).toBe('FR14 2004 1010 0505 0001 3M02 606');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('radio', { name: 'Les versements échouent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
    expect(change).toHaveBeenCalledWith(TOKEN, { iban: 'DE89 3704 0044 0532 0130 00', bank: 'fail' });
    await screen.findByText(/Kinora suspend les retraits pendant 72 heures/);
    screen.getByText(/IBAN se terminant par 3000/);
    screen.getByText(/Compte bancaire modifié le/);
  });

  it('an expired link says to open it again from Kinora', async () => {
    vi.spyOn(sandboxPayoutsApi, 'dashboard').mockRejectedValue(
      new ApiError(410, 'sandbox_link_expired', 'x'),
    );
    renderPage();
    await screen.findByText('Ce lien a expiré. Rouvrez-le depuis Kinora.');
  });
});
