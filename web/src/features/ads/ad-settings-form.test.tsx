import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import AdsenseSetupPage from '@/routes/adsense-setup';
import { adsApi } from './ads-api';

const member = (admin: boolean): Me => ({
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  displayName: 'Ana',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: admin ? ['admin'] : [],
  abilities: { admin },
  plan: 'free',
});

const SAVED = { enabled: false, publisherId: null, slots: { homeFeed: '1111111111', watch: null } };

function renderPage(user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter([{ path: '/adsense-setup', element: <AdsenseSetupPage /> }], {
    initialEntries: ['/adsense-setup'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('the ad settings page', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('is not found for members who are not admins, and never asks the server', async () => {
    const settings = vi.spyOn(adsApi, 'settings');
    renderPage(member(false));
    await screen.findByText('404');
    expect(settings).not.toHaveBeenCalled();
  });

  it('shows the saved settings and saves every field, blanks as none', async () => {
    vi.spyOn(adsApi, 'settings').mockResolvedValue(SAVED);
    const saveSettings = vi
      .spyOn(adsApi, 'saveSettings')
      .mockResolvedValue({ enabled: true, publisherId: 'ca-pub-1234567890123456', slots: SAVED.slots });
    renderPage(member(true));
    await screen.findByRole('heading', { level: 1, name: 'Réglages publicitaires' });
    await waitFor(() => expect(input("Bloc d'annonces de l'accueil").value).toBe('1111111111'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Activer le réseau publicitaire/ }));
    await userEvent.type(input("Identifiant d'éditeur"), ' ca-pub-1234567890123456 ');
    await save();
    await waitFor(() =>
      expect(saveSettings).toHaveBeenCalledWith({
        enabled: true,
        publisherId: 'ca-pub-1234567890123456',
        slots: { homeFeed: '1111111111', watch: null },
      }),
    );
    await screen.findByText('Réglages publicitaires enregistrés');
  });

  it('explains invalid ids under their field and sends nothing', async () => {
    vi.spyOn(adsApi, 'settings').mockResolvedValue(SAVED);
    const saveSettings = vi.spyOn(adsApi, 'saveSettings');
    renderPage(member(true));
    await screen.findByLabelText("Identifiant d'éditeur");
    await userEvent.type(input("Identifiant d'éditeur"), 'pub-42');
    await userEvent.type(input("Bloc d'annonces de la page de lecture"), '12ab');
    await save();
    expect(input("Identifiant d'éditeur").getAttribute('aria-invalid')).toBe('true');
    screen.getByText(/Identifiant d'éditeur invalide/);
    screen.getByText(/Identifiant de bloc d'annonces invalide/);
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it("shows the server's refusal by its code", async () => {
    vi.spyOn(adsApi, 'settings').mockResolvedValue(SAVED);
    vi.spyOn(adsApi, 'saveSettings').mockRejectedValue(new ApiError(400, 'invalid_ad_slot_id', 'bad'));
    renderPage(member(true));
    await waitFor(() => expect(input("Bloc d'annonces de l'accueil").value).toBe('1111111111'));
    await save();
    await screen.findByText("Identifiant de bloc d'annonces invalide : 6 à 20 chiffres.");
  });
});
