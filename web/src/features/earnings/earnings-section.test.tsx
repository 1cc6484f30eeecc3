import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { FakeSocket } from '@/test/fake-socket';
import { json } from '@/test/json-response';
import { EarningsSection } from './earnings-section';
import { apiError, fakeServer, held, renderForCreator, summaryOf, withdrawalOf } from './earnings-test-utils';

// uPlot draws on a canvas jsdom does not have; the chart itself is tested in daily-chart.test.tsx.
vi.mock('./daily-chart', () => ({ default: () => <div data-testid="daily-chart" /> }));

const PAID_AT = '2026-11-21T08:00:00.000Z';
const tile = (id: string) => screen.getByTestId(`earnings-${id}`);
const account = () =>
  screen.getByRole('heading', { name: 'Compte de paiement' }).closest('[data-slot="card"]') as HTMLElement;

describe('earnings on the dashboard', () => {
  beforeEach(async () => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the balances as euros in French, and when pending money becomes withdrawable', async () => {
    fakeServer({
      'GET /api/earnings': summaryOf({
        totalCents: 123456,
        pendingCents: 2,
        inFlightCents: 300,
        withheldCents: 412,
        lastPayment: { amountCents: 5000, paidAt: '2026-11-20T10:00:00.000Z' },
      }),
    });
    renderForCreator(<EarningsSection />);
    await waitFor(() => expect(tile('total').textContent).toBe('1\u202f234,56\u00a0€'));
    expect(tile('pending').textContent).toBe('0,02\u00a0€');
    expect(tile('this-month').textContent).toBe('2,34\u00a0€');
    expect(tile('withdrawable').textContent).toBe('1,20\u00a0€');
    expect(tile('last-payment').textContent).toBe('50,00\u00a0€');
    screen.getByText('Deviennent retirables à minuit (heure de Paris), le 28 novembre 2026.');
    screen.getByText('3,00 € en cours de versement');
    screen.getByText('Retenu pendant la démonétisation : 4,12 €');
    screen.getByText('Retrait possible dès 0,50 €.');
    screen.getByText('20 € pour 1 000 vues');
  });

  it('shows the same amounts in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeServer({ 'GET /api/earnings': summaryOf({ totalCents: 123456, pendingCents: 2 }) });
    renderForCreator(<EarningsSection />);
    await waitFor(() => expect(tile('total').textContent).toBe('€1,234.56'));
    expect(tile('pending').textContent).toBe('€0.02');
    screen.getByText('Become withdrawable at midnight (Paris time), on November 28, 2026.');
    screen.getByText('€20 per 1,000 views');
    expect(screen.queryByTestId('earnings-in-flight')).toBeNull();
    // Nothing withheld: no line.
    expect(screen.queryByTestId('earnings-withheld')).toBeNull();
  });

  it('prompts a creator without a payout account to connect one, in a new tab', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const server = fakeServer({
      'GET /api/earnings': summaryOf({
        account: { ...summaryOf().account, state: 'not_connected', provider: 'stripe' },
        blocker: 'not_connected',
      }),
      'POST /api/earnings/connect': { url: 'https://connect.stripe.test/onboarding/abc' },
    });
    renderForCreator(<EarningsSection />);
    await screen.findByText(
      'Connectez un compte de paiement pour recevoir vos gains : ils y sont versés dès que vous retirez.',
    );
    expect(within(account()).getByTestId('payout-account-state').textContent).toBe('Non connecté');
    expect(within(account()).queryByRole('button', { name: 'Synchroniser' })).toBeNull();
    expect(within(account()).queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Mode test — aucun virement réel')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Connecter un compte de paiement' }));
    await waitFor(() => expect(tab.location.href).toBe('https://connect.stripe.test/onboarding/abc'));
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/earnings/connect',
    ]);
  });

  it('says what onboarding still needs and by when, and offers to continue it', async () => {
    fakeServer({
      'GET /api/earnings': summaryOf({
        account: {
          state: 'onboarding',
          provider: 'sandbox',
          requirementsDue: ['external_account', 'individual.verification.document', 'individual.dob.day'],
          deadline: '2026-12-10T12:00:00.000Z',
          disabledReason: null,
        },
        blocker: 'requirements_due',
      }),
    });
    renderForCreator(<EarningsSection />);
    await screen.findByText('Le prestataire de paiement attend encore :');
    const panel = account();
    expect(within(panel).getByTestId('payout-account-state').textContent).toBe('Configuration à terminer');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'le compte bancaire qui recevra les versements',
      "une pièce d'identité ou une vérification d'identité",
      'vos informations personnelles',
    ]);
    within(panel).getByText(/^À fournir avant le 10 déc\. 2026/);
    within(panel).getByRole('button', { name: 'Continuer la configuration' });
    within(panel).getByRole('button', { name: 'Synchroniser' });
    within(panel).getByText('Mode test — aucun virement réel');
  });

  it('offers sync, the provider dashboard and automatic payout once connected', async () => {
    fakeServer({ 'GET /api/earnings': summaryOf() });
    renderForCreator(<EarningsSection />);
    await screen.findByText('Votre compte est prêt : vous pouvez synchroniser et retirer vos gains.');
    const panel = account();
    expect(within(panel).getByTestId('payout-account-state').textContent).toBe('Connecté');
    within(panel).getByRole('button', { name: 'Ouvrir le tableau de bord du prestataire' });
    within(panel).getByRole('button', { name: 'Synchroniser' });
    within(panel).getByRole('switch', { name: 'Versement automatique' });
    expect(screen.queryByTestId('payout-blocker')).toBeNull();
  });

  it('says why a restricted account cannot be paid', async () => {
    fakeServer({
      'GET /api/earnings': summaryOf({
        account: {
          state: 'restricted',
          provider: 'stripe',
          requirementsDue: [],
          deadline: null,
          disabledReason: 'rejected.fraud',
        },
        blocker: 'payouts_disabled',
      }),
    });
    renderForCreator(<EarningsSection />);
    await screen.findByText(
      "Le prestataire de paiement a refusé ce compte : les versements n'y sont plus possibles.",
    );
    expect(within(account()).getByTestId('payout-account-state').textContent).toBe('Restreint');
    screen.getByText('Motif du prestataire : rejected.fraud');
    within(screen.getByTestId('payout-blocker')).getByText(
      'Le prestataire de paiement a suspendu les versements vers votre compte. Ouvrez son tableau de bord pour savoir pourquoi, puis synchronisez.',
    );
  });

  it('withdraws: a progress state while it runs, then the new balances and the history row', async () => {
    const request = held();
    const server = fakeServer({
      'GET /api/earnings': summaryOf({ withdrawableCents: 120 }),
      'POST /api/earnings/withdraw': request.answer,
    });
    renderForCreator(<EarningsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer' }));
    const busy = await screen.findByRole('button', { name: 'Retrait en cours…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');

    const sent = server.calls.find((c) => c.path === '/api/earnings/withdraw');
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    request.release(
      json(
        {
          withdrawal: withdrawalOf({ id: 'w9', amountCents: 120 }),
          summary: summaryOf({ withdrawableCents: 0, inFlightCents: 120, blocker: 'payout_in_flight' }),
        },
        201,
      ),
    );
    await screen.findByText('Retrait de 1,20 € demandé : il arrive sur votre compte de paiement.');
    expect(tile('withdrawable').textContent).toBe('0,00\u00a0€');
    screen.getByText('1,20 € en cours de versement');
    within(screen.getByTestId('payout-blocker')).getByText(
      'Un retrait est en cours. Vous pourrez en demander un autre une fois celui-ci versé ou annulé.',
    );
    const row = await screen.findByTestId('withdrawal-w9');
    within(row).getByText('Demandé');
    expect(screen.getByRole('button', { name: 'Retirer' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows the server's text when a withdrawal is refused", async () => {
    fakeServer({
      'GET /api/earnings': summaryOf({ withdrawableCents: 2, blocker: 'below_minimum' }),
      'POST /api/earnings/withdraw': apiError(422, 'withdrawal_below_minimum', 'Below the minimum'),
    });
    renderForCreator(<EarningsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer' }));
    await screen.findByText('Le retrait a échoué');
    screen.getByText('Le montant retirable doit atteindre au moins 0,50 € pour effectuer un retrait.');
  });

  it("falls back to the server's own message for a code the interface does not know", async () => {
    fakeServer({
      'GET /api/earnings': summaryOf(),
      'POST /api/earnings/sync': apiError(502, 'stripe_timeout', 'Stripe did not answer in time'),
    });
    renderForCreator(<EarningsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Synchroniser' }));
    await screen.findByText('La synchronisation a échoué');
    screen.getByText('Stripe did not answer in time');
  });

  it('syncs with a progress state and shows what the provider says now', async () => {
    const request = held();
    fakeServer({ 'GET /api/earnings': summaryOf(), 'POST /api/earnings/sync': request.answer });
    renderForCreator(<EarningsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Synchroniser' }));
    expect((await screen.findByRole('button', { name: 'Synchronisation…' })).hasAttribute('disabled')).toBe(
      true,
    );
    request.release(
      json(
        summaryOf({
          account: { ...summaryOf().account, state: 'restricted', disabledReason: 'requirements.past_due' },
        }),
      ),
    );
    await screen.findByText('Revenus synchronisés.');
    screen.getByText(
      "Les versements sont suspendus : des informations demandées n'ont pas été fournies à temps.",
    );
  });

  it('shows connecting in progress until the provider page is known', async () => {
    const request = held();
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeServer({ 'GET /api/earnings': summaryOf(), 'POST /api/earnings/connect': request.answer });
    renderForCreator(<EarningsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ouvrir le tableau de bord du prestataire' }),
    );
    expect((await screen.findByRole('button', { name: 'Ouverture…' })).hasAttribute('disabled')).toBe(true);
    request.release(apiError(502, 'payout_provider_error', 'down')());
    await screen.findByText('La connexion du compte de paiement a échoué');
    screen.getByText(i18n.t('errors.payout_provider_error'));
    expect(tab.close).toHaveBeenCalled();
  });

  it('moves the pending figure live when a paid view is credited', async () => {
    fakeServer({ 'GET /api/earnings': summaryOf({ pendingCents: 0, totalCents: 100, thisMonthCents: 100 }) });
    renderForCreator(<EarningsSection />);
    await waitFor(() => expect(tile('pending').textContent).toBe('0,00\u00a0€'));
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.push({ type: 'earnings.credited', pendingCents: 2, videoId: 'v1', amountCents: 2 }));
    await waitFor(() => expect(tile('pending').textContent).toBe('0,02\u00a0€'));
    expect(tile('total').textContent).toBe('1,02\u00a0€');
    expect(tile('this-month').textContent).toBe('1,02\u00a0€');
    // A malformed event changes nothing.
    act(() => socket.push({ type: 'earnings.credited', pendingCents: 'lots' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tile('pending').textContent).toBe('0,02\u00a0€');
  });

  it('follows a withdrawal to paid over the socket and reads the balances again', async () => {
    let summaries = 0;
    let status: 'transferred' | 'paid' = 'transferred';
    fakeServer({
      'GET /api/earnings': () => {
        summaries++;
        return json(
          summaries === 1
            ? summaryOf({ inFlightCents: 120, withdrawableCents: 0 })
            : summaryOf({
                inFlightCents: 0,
                withdrawableCents: 0,
                lastPayment: { amountCents: 120, paidAt: '2026-11-21T08:00:00.000Z' },
              }),
        );
      },
      'GET /api/earnings/withdrawals': () =>
        json({
          items: [withdrawalOf({ status, paidAt: status === 'paid' ? PAID_AT : null })],
          nextCursor: null,
        }),
    });
    renderForCreator(<EarningsSection />);
    const row = await screen.findByTestId('withdrawal-w1');
    within(row).getByText('Transféré');
    status = 'paid';
    act(() =>
      FakeSocket.instances.at(-1)!.push({
        type: 'earnings.withdrawal-updated',
        withdrawal: withdrawalOf({ status: 'paid', paidAt: PAID_AT }),
      }),
    );
    await within(row).findByText('Versé');
    within(row).getByText("L'argent est arrivé sur votre compte bancaire.");
    await waitFor(() => expect(tile('last-payment').textContent).toBe('1,20\u00a0€'));
  });
});
