import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SandboxCheckout, sandboxApi, sandboxNavigation } from '@/features/sandbox/sandbox-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import SandboxCheckoutPage from './sandbox-checkout';

const TOKEN = 'cs_test_12345678';
const session = (overrides: Partial<SandboxCheckout> = {}): SandboxCheckout => ({
  id: 'cs_1',
  status: 'open',
  plan: 'premium',
  amountCents: 299,
  currency: 'EUR',
  email: 'ana@example.com',
  requiresAction: false,
  cancelUrl: 'http://kinora.test/pricing?checkout=canceled',
  successUrl: '',
  ...overrides,
});

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter(
    [{ path: '/sandbox/checkout/:token', element: <SandboxCheckoutPage /> }],
    {
      initialEntries: [`/sandbox/checkout/${TOKEN}`],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Numéro de carte'), number);
  await userEvent.type(screen.getByLabelText('Expiration (MM/AA)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('sandbox checkout page', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    go = vi.spyOn(sandboxNavigation, 'go').mockImplementation(() => {});
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it is test mode, shows the plan, price, email and the test cards', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    renderPage();
    screen.getByText('Mode test : aucun paiement réel');
    await screen.findByRole('heading', { name: 'Kinora Premium' });
    screen.getByText('2,99 €');
    screen.getByText('Pour ana@example.com');
    const cards = screen.getByRole('region', { name: 'Cartes de test' });
    within(cards).getByText('4000 0000 0000 0002');
    within(cards).getByText('Demande une authentification 3-D Secure');
    await userEvent.click(
      within(cards).getByRole('button', { name: 'Utiliser la carte 4242 4242 4242 4242' }),
    );
    expect((screen.getByLabelText('Numéro de carte') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  });

  it('shows the decline reason from the sandbox and stays on the page', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    const pay = vi.spyOn(sandboxApi, 'pay').mockRejectedValue(new ApiError(402, 'card_declined', 'declined'));
    renderPage();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 2,99/ }));
    expect(pay).toHaveBeenCalledWith(TOKEN, {
      cardNumber: '4000000000000002',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors.card_declined'));
    expect(go).not.toHaveBeenCalled();
  });

  it('a session paid meanwhile (another tab): the payment is refused and the page says it is paid', async () => {
    const checkout = vi
      .spyOn(sandboxApi, 'checkout')
      .mockResolvedValueOnce(session())
      .mockResolvedValue(session({ status: 'complete', successUrl: 'http://kinora.test/profile' }));
    vi.spyOn(sandboxApi, 'pay').mockRejectedValue(
      new ApiError(409, 'checkout_session_completed', 'already paid'),
    );
    renderPage();
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 2,99/ }));
    await screen.findByText(i18n.t('sandbox.checkout.complete'));
    expect(checkout).toHaveBeenCalledTimes(2);
    expect(go).not.toHaveBeenCalled();
  });

  it('checks the shape of the expiry before asking the sandbox', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    const pay = vi.spyOn(sandboxApi, 'pay');
    renderPage();
    await userEvent.type(await screen.findByLabelText('Numéro de carte'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiration (MM/AA)'), '13/34');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 2,99/ }));
    await screen.findByText("Saisissez la date d'expiration au format MM/AA.");
    expect(pay).not.toHaveBeenCalled();
  });

  it('asks for 3-D Secure, then goes back to Kinora once confirmed', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    vi.spyOn(sandboxApi, 'pay').mockResolvedValue({ outcome: 'requires_action', redirectUrl: null });
    const confirm = vi.spyOn(sandboxApi, 'confirm').mockResolvedValue({
      outcome: 'succeeded',
      redirectUrl: 'http://kinora.test/profile?checkout=success',
    });
    renderPage();
    await fillCard('4000 0025 0000 3155');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 2,99/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Authentification 3-D Secure' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Confirmer l'authentification" }));
    expect(confirm).toHaveBeenCalledWith(TOKEN, true);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kinora.test/profile?checkout=success'));
    screen.getByText('Paiement accepté. Retour vers Kinora…');
  });

  it('says so when the authentication is failed', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session({ requiresAction: true }));
    vi.spyOn(sandboxApi, 'confirm').mockRejectedValue(
      new ApiError(402, 'card_authentication_failed', 'failed'),
    );
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Authentification 3-D Secure' });
    await userEvent.click(within(dialog).getByRole('button', { name: "Échouer l'authentification" }));
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors.card_authentication_failed'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it('goes to the redirect URL straight away for a card that needs nothing more', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    vi.spyOn(sandboxApi, 'pay').mockResolvedValue({
      outcome: 'succeeded',
      redirectUrl: 'http://kinora.test/ok',
    });
    renderPage();
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Payer 2,99/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kinora.test/ok'));
  });

  it('cancels back to Kinora', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(go).toHaveBeenCalledWith('http://kinora.test/pricing?checkout=canceled');
  });

  it('says when the session has expired or was already paid', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockResolvedValue(session({ status: 'expired' }));
    renderPage();
    await screen.findByRole('heading', { name: 'Session de paiement expirée' });
    expect(screen.getByRole('link', { name: 'Retour à Kinora' }).getAttribute('href')).toBe(
      'http://kinora.test/pricing?checkout=canceled',
    );
  });

  it('says when the link is unknown', async () => {
    vi.spyOn(sandboxApi, 'checkout').mockRejectedValue(new ApiError(404, 'not_found', 'nope'));
    renderPage();
    await screen.findByRole('heading', { name: 'Lien de paiement introuvable' });
  });
});
