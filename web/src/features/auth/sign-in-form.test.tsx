import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { SignInForm } from './sign-in-form';

function Page() {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return <SignInForm errorKey={errorKey} setErrorKey={setErrorKey} />;
}

async function signIn() {
  const router = createMemoryRouter([{ path: '/auth', element: <Page /> }], { initialEntries: ['/auth'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), 'Ravel-Quint#58');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

const MAILED = 'La motivation de la décision et la façon de faire appel vous ont été envoyées par e-mail.';

describe('sign-in refused by a sanction', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  beforeEach(() => {
    vi.spyOn(authApi, 'session').mockResolvedValue({ user: null });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says why a session this browser held was cut, before anything is typed', async () => {
    vi.spyOn(authApi, 'session').mockResolvedValue({
      user: null,
      refusal: { code: 'account_banned', reason: 'scam', decisionId: 'd-9' },
    });
    const router = createMemoryRouter([{ path: '/auth', element: <Page /> }], { initialEntries: ['/auth'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText(`Votre compte a été fermé définitivement (${i18n.t('report.reasons.scam')}).`);
  });

  it('says until when the account is suspended, and why', async () => {
    vi.spyOn(authApi, 'signIn').mockRejectedValue(
      new ApiError(403, 'account_suspended', 'suspended', {
        until: '2026-12-24T12:00:00.000Z',
        reason: 'harassment',
        decisionId: 'd-1',
      }),
    );
    await signIn();
    await screen.findByText(
      "Votre compte est suspendu jusqu'au 24 déc. 2026 (Harcèlement, menaces, données personnelles).",
    );
    screen.getByText(MAILED);
    // Not the wrong-password text, nor its reset offer.
    expect(screen.queryByRole('button', { name: /réinitialisation/i })).toBeNull();
  });

  it('says a ban is for good, in the language chosen', async () => {
    await act(() => i18n.changeLanguage('en'));
    vi.spyOn(authApi, 'signIn').mockRejectedValue(
      new ApiError(403, 'account_banned', 'banned', { reason: 'spam', decisionId: null }),
    );
    const router = createMemoryRouter([{ path: '/auth', element: <Page /> }], { initialEntries: ['/auth'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Ravel-Quint#58');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(`Your account has been closed for good (${i18n.t('report.reasons.spam')}).`);
  });

  it('a wrong password still gets the usual text', async () => {
    vi.spyOn(authApi, 'signIn').mockRejectedValue(
      new ApiError(401, 'invalid_email_or_password', 'Invalid email or password'),
    );
    await signIn();
    await screen.findByText(i18n.t('auth.errors.invalidCredentials'));
    expect(screen.queryByText(MAILED)).toBeNull();
  });
});
