import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/json-response';
import { AutoPayoutSwitch } from './auto-payout-switch';
import { type EarningsSummary, earningsKeys } from './earnings-api';
import { EarningsBalances } from './earnings-balances';
import {
  apiError,
  CREATOR,
  fakeServer,
  held,
  renderForCreator,
  summaryOf,
  withdrawalOf,
} from './earnings-test-utils';
import { lastMonths } from './format';
import { VideoEarningsTable } from './video-earnings-table';
import { WithdrawalHistory } from './withdrawal-history';

describe('earnings lists and settings', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('pages the per-video earnings with the server cursor', async () => {
    const video = (n: number, title: string | null) => ({
      videoId: `v${n}`,
      title,
      validatedViews: 1000 * n,
      paidViews: 100 * n,
      earnedCents: 200 * n,
      centsPerThousandViews: 200,
    });
    const server = fakeServer({
      'GET /api/earnings/videos': { items: [video(2, 'Concert')], nextCursor: 'c1' },
      'GET /api/earnings/videos?cursor=c1': { items: [video(1, null)], nextCursor: null },
    });
    renderForCreator(<VideoEarningsTable />);
    const table = await screen.findByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Vidéo', 'Vues rémunérées', 'Montant', 'Pour 1\u202f000 vues validées']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Concert2\u202f000 vues validées2004,00\u00a0€2,00\u00a0€',
    );
    expect(screen.getByRole('link', { name: 'Concert' }).getAttribute('href')).toBe('/watch/v2');

    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus' }));
    await screen.findByText('Vidéo supprimée');
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual([
      '/api/earnings/videos',
      '/api/earnings/videos?cursor=c1',
    ]);
  });

  it('lists withdrawals with what each status means, how they were made, why one failed, and their statements', async () => {
    fakeServer({
      'GET /api/earnings/withdrawals': {
        items: [
          withdrawalOf({ id: 'w3', status: 'requested', automatic: true, waitingForFunds: true }),
          withdrawalOf({ id: 'w2', status: 'paid', paidAt: '2026-11-21T08:00:00.000Z' }),
          withdrawalOf({
            id: 'w1',
            status: 'reversed',
            failureCode: 'account_closed',
            failureMessage: 'The bank account has been closed.',
          }),
        ],
        nextCursor: null,
      },
    });
    renderForCreator(<WithdrawalHistory />);
    const automatic = await screen.findByTestId('withdrawal-w3');
    within(automatic).getByText('Automatique');
    within(automatic).getByText('Le montant est réservé et part vers votre compte de paiement.');
    within(automatic).getByText(
      "En attente des fonds de la plateforme : il partira tout seul dès qu'ils seront disponibles.",
    );
    const paid = screen.getByTestId('withdrawal-w2');
    within(paid).getByText('Versé');
    within(paid).getByText('Demandé par vous');
    within(paid).getByText(/versé le 21 nov\. 2026/);
    const reversed = screen.getByTestId('withdrawal-w1');
    within(reversed).getByText('Annulé');
    within(reversed).getByText("Motif de l'échec : The bank account has been closed.");
    within(reversed).getByText('Le versement a été annulé : le montant est de nouveau retirable.');
    expect(
      within(reversed)
        .getByRole('link', { name: /Relevé CSV/ })
        .getAttribute('href'),
    ).toBe('/api/earnings/withdrawals/w1/statement.csv');
  });

  it('offers the monthly statement of each of the last 12 months', async () => {
    fakeServer({});
    renderForCreator(<WithdrawalHistory />);
    const picker = await screen.findByRole('combobox', { name: 'Relevé mensuel' });
    const months = within(picker).getAllByRole('option');
    expect(months).toHaveLength(12);
    const current = lastMonths(new Date(), 1)[0];
    expect(screen.getByRole('link', { name: 'Télécharger le relevé' }).getAttribute('href')).toBe(
      `/api/earnings/statements/${current}.csv`,
    );
    await userEvent.selectOptions(picker, months[11]!);
    expect(screen.getByRole('link', { name: 'Télécharger le relevé' }).getAttribute('href')).toBe(
      `/api/earnings/statements/${months[11]?.getAttribute('value')}.csv`,
    );
  });

  it('counts months back across the new year in the payout zone', () => {
    // 2027-01-01 00:30 in Paris is still 2026-12-31 in UTC.
    expect(lastMonths(new Date('2026-12-31T23:30:00Z'), 3)).toEqual(['2027-01', '2026-12', '2026-11']);
  });

  it('switches automatic payout at once and puts it back when the server refuses', async () => {
    const request = held();
    const server = fakeServer({
      'GET /api/earnings': summaryOf({ autoPayout: false }),
      'PATCH /api/earnings/settings': request.answer,
    });
    const { client } = renderForCreator(<AutoPayoutSwitchFromCache />);
    const toggle = await screen.findByRole('switch', { name: 'Versement automatique' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(server.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: '/api/earnings/settings',
      body: { autoPayout: true },
    });
    request.release(apiError(409, 'payout_requirements_due', 'requirements due')());
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await screen.findByText('Impossible de modifier le versement automatique');
    screen.getByText(i18n.t('errors.payout_requirements_due'));
    expect(client.getQueryData<EarningsSummary>(earningsKeys.summary(CREATOR.id))?.autoPayout).toBe(false);
  });

  it('keeps automatic payout on once the server agrees', async () => {
    fakeServer({
      'GET /api/earnings': summaryOf({ autoPayout: false }),
      'PATCH /api/earnings/settings': () => json({ autoPayout: true }),
    });
    renderForCreator(<AutoPayoutSwitchFromCache />);
    const toggle = await screen.findByRole('switch', { name: 'Versement automatique' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('offers no withdrawal with nothing withdrawable', async () => {
    fakeServer({});
    renderForCreator(<EarningsBalances summary={summaryOf({ withdrawableCents: 0 })} />);
    expect(screen.getByRole('button', { name: 'Retirer' }).hasAttribute('disabled')).toBe(true);
  });
});

import { useEarningsSummary } from './use-earnings';

/** The switch as the panel renders it: from the cached summary. */
function AutoPayoutSwitchFromCache() {
  const summary = useEarningsSummary();
  return summary.data ? <AutoPayoutSwitch enabled={summary.data.autoPayout} /> : null;
}
