import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi, type Me } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import EmailConfirmedPage from './email-confirmed';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana', displayName: 'Ana' } as unknown as Me;

function renderAt(path: string, user: Me | null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter([{ path: '/email-confirmed', element: <EmailConfirmedPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the page a confirmation link lands on (issue 25)', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says the address is confirmed to the member the link signed in', async () => {
    renderAt('/email-confirmed', MEMBER);
    await screen.findByRole('heading', { name: 'Adresse email confirmée' });
    screen.getByText('Bienvenue sur Kinora ! Vous êtes connecté.');
    expect(screen.getByRole('link', { name: 'Découvrir les vidéos' }).getAttribute('href')).toBe('/');
  });

  it('says it too after a link used before, with the way to sign in', async () => {
    renderAt('/email-confirmed', null);
    await screen.findByRole('heading', { name: 'Adresse email confirmée' });
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth');
  });

  it('explains an expired link and sends a new one to the typed address', async () => {
    const send = vi.spyOn(authApi, 'sendVerificationEmail').mockResolvedValue(undefined);
    renderAt('/email-confirmed?error=TOKEN_EXPIRED', null);
    await screen.findByRole('heading', { name: 'Ce lien de confirmation a expiré' });
    expect(screen.queryByText('Adresse email confirmée')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), ' ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un nouveau lien' }));
    expect(send).toHaveBeenCalledWith('ana@example.com');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Si un compte en attente de confirmation utilise ana@example.com, un nouveau lien vient de lui être envoyé.',
    );
  });

  it('explains a forged link, in the interface language, and says when too many links were asked for', async () => {
    await act(() => i18n.changeLanguage('en'));
    vi.spyOn(authApi, 'sendVerificationEmail').mockRejectedValue(new ApiError(429, 'rate_limited', 'slow'));
    renderAt('/email-confirmed?error=INVALID_TOKEN', null);
    await screen.findByRole('heading', { name: 'This confirmation link is not valid' });
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Get a new link' }));
    await screen.findByText(i18n.t('errors.rate_limited'));
  });
});
