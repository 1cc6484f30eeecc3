import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { billingApi } from './billing-api';
import { FakeSocket, FREE, planState, renderWith, statusOf } from './billing-test-utils';
import { SubscriptionCard } from './subscription-card';

function fakeTab() {
  return { closed: false, close: vi.fn(), location: { href: '' } };
}

describe('profile subscription block', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    vi.stubGlobal('WebSocket', FakeSocket);
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows an active Premium with its renewal date and opens the portal in a new tab', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(statusOf({ premium: planState() }));
    const portal = vi.spyOn(billingApi, 'portal').mockResolvedValue({ url: 'http://pay.test/portal/abc' });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWith(<SubscriptionCard />);
    await screen.findByText('Premium actif');
    screen.getByText('Prochain renouvellement le 15 mars 2026.');
    screen.getByText('Mode test — aucun paiement réel');
    expect(screen.queryByRole('button', { name: 'Demander un remboursement' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Gérer mon abonnement' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('http://pay.test/portal/abc'));
    expect(portal).toHaveBeenCalledTimes(1);
  });

  it('says when a cancelled Premium ends', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(
      statusOf({ premium: planState({ cancelAtPeriodEnd: true }), provider: 'stripe' }),
    );
    renderWith(<SubscriptionCard />);
    await screen.findByText("Se termine le 15 mars 2026 : l'abonnement ne sera pas renouvelé.");
    screen.getByText('Résiliation programmée');
    expect(screen.queryByText('Mode test — aucun paiement réel')).toBeNull();
  });

  it('asks a past-due member to fix the card in the portal before access ends', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(
      statusOf({ premium: planState({ status: 'past_due', pastDue: true }) }),
    );
    renderWith(<SubscriptionCard />);
    await screen.findByText(
      "Le dernier paiement a échoué. Mettez à jour votre carte dans l'espace client avant le 15 mars 2026 pour ne pas perdre l'accès.",
    );
    screen.getByRole('button', { name: 'Gérer mon abonnement' });
  });

  it('offers the upgrade to a free member; a failed checkout closes the tab and says so', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    vi.spyOn(billingApi, 'checkout').mockRejectedValue(new ApiError(502, 'payment_provider_error', 'down'));
    vi.spyOn(billingApi, 'qaCheckout').mockResolvedValue({ url: 'http://pay.test/qa' });
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWith(<SubscriptionCard />);
    await screen.findByText(
      "Vous êtes sur l'offre Gratuite : contenu limité, publicités et qualité standard.",
    );
    expect(screen.queryByRole('button', { name: 'Gérer mon abonnement' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Passer à Premium' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    await screen.findByText(i18n.t('errors.payment_provider_error'));

    await userEvent.click(screen.getByRole('button', { name: "S'abonner à l'offre QA" }));
    await waitFor(() => expect(tab.location.href).toBe('http://pay.test/qa'));
  });

  it('goes to the checkout in the same tab when no tab could be opened', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    vi.spyOn(billingApi, 'checkout').mockResolvedValue({ url: 'http://pay.test/c1' });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWith(<SubscriptionCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Passer à Premium' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://pay.test/c1'));
  });

  it('refunds within the guarantee after a confirmation saying Premium ends at once', async () => {
    const status = vi
      .spyOn(billingApi, 'status')
      .mockResolvedValueOnce(statusOf({ premium: planState({ refundable: true }) }))
      .mockResolvedValue(FREE);
    const refund = vi.spyOn(billingApi, 'refund').mockResolvedValue(undefined);
    renderWith(<SubscriptionCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Demander un remboursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Être remboursé de Premium ?' });
    expect(within(dialog).getByText(/Premium prendra fin immédiatement/).textContent).toContain('2,99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Me faire rembourser' }));
    expect(refund).toHaveBeenCalledWith('premium');
    await screen.findByText('Remboursement effectué : Premium a pris fin.');
    await waitFor(() => screen.getByRole('button', { name: 'Passer à Premium' }));
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('cancels the QA plan after confirmation, with the success toast and a fresh status', async () => {
    const status = vi
      .spyOn(billingApi, 'status')
      .mockResolvedValueOnce(statusOf({ qa: planState() }))
      .mockResolvedValue(statusOf({ qa: planState({ cancelAtPeriodEnd: true }) }));
    const cancel = vi.spyOn(billingApi, 'qaCancel').mockResolvedValue(undefined);
    renderWith(<SubscriptionCard />);
    const qa = await screen.findByRole('region', { name: /Offre QA/ });
    await userEvent.click(within(qa).getByRole('button', { name: "Annuler l'abonnement QA" }));
    const dialog = await screen.findByRole('dialog', { name: "Annuler l'abonnement QA ?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, annuler' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await screen.findByText('Votre abonnement QA a été annulé avec succès');
    await within(qa).findByText("Se termine le 15 mars 2026 : l'abonnement ne sera pas renouvelé.");
    expect(within(qa).queryByRole('button', { name: "Annuler l'abonnement QA" })).toBeNull();
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('says when the QA cancellation failed', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(statusOf({ qa: planState() }));
    vi.spyOn(billingApi, 'qaCancel').mockRejectedValue(new ApiError(502, 'qa_cancel_failed', 'x'));
    renderWith(<SubscriptionCard />);
    await userEvent.click(await screen.findByRole('button', { name: "Annuler l'abonnement QA" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Oui, annuler' }));
    await screen.findByText("Erreur lors de l'annulation de l'abonnement QA");
  });

  it('says when the status could not be checked, and tries again', async () => {
    vi.spyOn(billingApi, 'status')
      .mockRejectedValueOnce(new ApiError(500, 'internal_error', 'boom'))
      .mockResolvedValue(FREE);
    renderWith(<SubscriptionCard />);
    await screen.findByText('Impossible de vérifier votre abonnement pour le moment.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('button', { name: 'Passer à Premium' });
  });

  it('back from a paid checkout: activation in progress, then the activated toast, and a clean URL', async () => {
    vi.spyOn(billingApi, 'status')
      .mockResolvedValueOnce(FREE)
      .mockResolvedValue(statusOf({ premium: planState() }));
    const { router } = renderWith(<SubscriptionCard />, { path: '/profile?checkout=success' });
    await screen.findByText('Activation de Premium en cours…');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await screen.findByText('Abonnement activé : bienvenue dans Premium !', {}, { timeout: 4_000 });
    expect(screen.queryByText('Activation de Premium en cours…')).toBeNull();
    screen.getByText('Premium actif');
  });

  it('back from an abandoned checkout: a neutral toast', async () => {
    vi.spyOn(billingApi, 'status').mockResolvedValue(FREE);
    const { router } = renderWith(<SubscriptionCard />, { path: '/profile?checkout=canceled' });
    await screen.findByText("Paiement annulé : aucun montant n'a été prélevé.");
    expect(router.state.location.search).toBe('');
  });
});
