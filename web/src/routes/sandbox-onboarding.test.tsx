import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxNavigation } from '@/features/sandbox/sandbox-api';
import { type SandboxOnboarding, sandboxPayoutsApi } from '@/features/sandbox/sandbox-payouts-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import SandboxOnboardingPage from './sandbox-onboarding';

const TOKEN = 'acl_0123456789abcdef01234567';
const RETURN_URL = 'http://kinora.test/dashboard?connect=done';
const open: SandboxOnboarding = {
  state: 'open',
  email: 'cam@example.com',
  country: 'FR',
  returnUrl: RETURN_URL,
};

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, null);
  const router = createMemoryRouter(
    [{ path: '/sandbox/onboarding/:token', element: <SandboxOnboardingPage /> }],
    {
      initialEntries: [`/sandbox/onboarding/${TOKEN}`],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sandbox onboarding page', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    go = vi.spyOn(sandboxNavigation, 'go').mockImplementation(() => {});
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('says it is test mode, prefills a test IBAN and offers the three test banks', async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockResolvedValue(open);
    renderPage();
    screen.getByText('Mode test : aucun paiement réel');
    await screen.findByText('Compte : cam@example.com');
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe(
      'FR14 2004 1010 0505 0001 3M02 606',
    );
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('FR');
    expect(
      (screen.getByRole('radio', { name: 'Les versements aboutissent' }) as HTMLInputElement).checked,
    ).toBe(true);
    screen.getByRole('radio', { name: 'Les versements échouent' });
    screen.getByRole('radio', { name: 'Le versement échoue après avoir été payé' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  it('submits the form with the chosen bank and goes back to Kinora', async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockResolvedValue(open);
    const submit = vi
      .spyOn(sandboxPayoutsApi, 'submitOnboarding')
      .mockResolvedValue({ connected: true, redirectUrl: RETURN_URL });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Nom du titulaire'), '  Camille Martin ');
    await userEvent.click(screen.getByRole('radio', { name: 'Le versement échoue après avoir été payé' }));
    await userEvent.selectOptions(screen.getByLabelText('Pays'), 'BE');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et revenir à Kinora' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(RETURN_URL));
    expect(submit).toHaveBeenCalledWith(TOKEN, {
      name: 'Camille Martin',
      country: 'BE',
      iban: 'FR14 2004 1010 0505 0001 3M02 606',
      bank: 'fail_after_paid',
    });
  });

  it('refuses a missing name and a wrong IBAN before sending anything', async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockResolvedValue(open);
    const submit = vi.spyOn(sandboxPayoutsApi, 'submitOnboarding');
    renderPage();
    const iban = await screen.findByLabelText('IBAN');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'FR15 2004 1010 0505 0001 3M02 606');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et revenir à Kinora' }));
    screen.getByText('Saisissez le nom du titulaire.');
    screen.getByText('Saisissez un IBAN valide.');
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockResolvedValue(open);
    vi.spyOn(sandboxPayoutsApi, 'submitOnboarding').mockRejectedValue(
      new ApiError(400, 'iban_invalid', 'bad'),
    );
    renderPage();
    await userEvent.type(await screen.findByLabelText('Nom du titulaire'), 'Camille');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et revenir à Kinora' }));
    expect((await screen.findByRole('alert')).textContent).toBe("L'IBAN est invalide.");
    expect(go).not.toHaveBeenCalled();
  });

  it('an expired or used link goes to the refresh URL', async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockResolvedValue({
      state: 'expired',
      refreshUrl: 'http://kinora.test/dashboard?connect=refresh',
    });
    renderPage();
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://kinora.test/dashboard?connect=refresh'));
  });

  it('an unknown link says so', async () => {
    vi.spyOn(sandboxPayoutsApi, 'onboarding').mockRejectedValue(new ApiError(404, 'not_found', 'nope'));
    renderPage();
    await screen.findByText('Lien introuvable');
  });
});
