import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '@/features/billing/billing-api';
import { FakeSocket, FREE, planState, renderWith, statusOf } from '@/features/billing/billing-test-utils';
import i18n from '@/i18n';
import PricingPage from './pricing';

const fakeTab = () => ({ closed: false, close: vi.fn(), location: { href: '' } });

describe('/pricing', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('opens the Premium checkout in a new tab, labelled as test mode on the sandbox', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    const checkout = vi.spyOn(billingApi, 'checkout').mockResolvedValue({ url: 'http://pay.test/c/tok' });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWith(<PricingPage />, { path: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Passer à Premium' }));
    // Opened during the click (pop-up blockers allow it), pointed at the URL once known.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://pay.test/c/tok'));
    expect(checkout).toHaveBeenCalledTimes(1);
    screen.getAllByText('Mode test — aucun paiement réel');
  });

  it('shows the QA plan with its price and its own checkout', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    const qa = vi.spyOn(billingApi, 'qaCheckout').mockResolvedValue({ url: 'http://pay.test/qa' });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWith(<PricingPage />, { path: '/pricing' });
    const section = screen.getByRole('region', { name: 'Offre QA' });
    within(section).getByText('2,99 €');
    await userEvent.click(await within(section).findByRole('button', { name: "S'abonner à l'offre QA" }));
    await waitFor(() => expect(tab.location.href).toBe('http://pay.test/qa'));
    expect(qa).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor to sign in instead of opening a checkout', async () => {
    const status = vi.spyOn(billingApi, 'status');
    const checkout = vi.spyOn(billingApi, 'checkout');
    const open = vi.spyOn(window, 'open');
    const { router } = renderWith(<PricingPage />, { path: '/pricing', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Passer à Premium' }));
    await screen.findByText('Connectez-vous pour souscrire ou gérer un abonnement.');
    expect(checkout).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('tells a subscriber they are Premium and offers the portal instead', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(statusOf({ premium: planState(), provider: 'stripe' }));
    renderWith(<PricingPage />, { path: '/pricing' });
    await screen.findByText('Vous êtes Premium');
    expect(screen.queryByRole('button', { name: 'Passer à Premium' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Gérer mon abonnement' })).toHaveLength(1);
    expect(screen.queryByText('Mode test — aucun paiement réel')).toBeNull();
  });
});
