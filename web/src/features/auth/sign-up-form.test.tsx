import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { SignUpForm } from './sign-up-form';

function Page({ onDone }: { onDone(): void }) {
  const [errorKey, setErrorKey] = useState<string | null>(null);
  return <SignUpForm errorKey={errorKey} setErrorKey={setErrorKey} onDone={onDone} />;
}

function renderForm(onDone = vi.fn()) {
  const router = createMemoryRouter([{ path: '/auth', element: <Page onDone={onDone} /> }], {
    initialEntries: ['/auth'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onDone;
}

async function fill(fields: { username: string; email: string; password: string; confirm?: string }) {
  const { username, email, password, confirm = password } = fields;
  for (const [label, value] of [
    ["Nom d'utilisateur", username],
    ['Email', email],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.clear(screen.getByLabelText('Mot de passe', { exact: true }));
  await userEvent.type(screen.getByLabelText('Mot de passe', { exact: true }), password);
  await userEvent.clear(screen.getByLabelText('Confirmer le mot de passe'));
  await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), confirm);
}

describe('sign-up form', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("checks the domain's rules before sending, one message at a time, in the server's order", async () => {
    const signUp = vi.spyOn(authApi, 'signUp').mockResolvedValue({ token: null });
    renderForm();
    await fill({ username: 'x', email: 'not-an-email', password: 'Ravel-Quint#58' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText('Adresse email invalide.');
    await fill({ username: 'x', email: 'me@example.com', password: 'Ravel-Quint#58' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText(/^Nom d'utilisateur invalide/);
    expect(screen.queryByText('Adresse email invalide.')).toBeNull();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('sends the trimmed fields, then clears them and hands over to sign-in', async () => {
    const signUp = vi.spyOn(authApi, 'signUp').mockResolvedValue({ token: null });
    const onDone = renderForm();
    await fill({ username: ' new_member ', email: ' me@example.com ', password: 'Ravel-Quint#58' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(signUp).toHaveBeenCalledWith({
      username: 'new_member',
      displayName: '',
      email: 'me@example.com',
      password: 'Ravel-Quint#58',
      locale: 'fr',
    });
    expect((screen.getByLabelText("Nom d'utilisateur") as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(authApi, 'signUp').mockRejectedValue(new ApiError(400, 'username_taken', 'taken'));
    renderForm();
    await fill({ username: 'taken', email: 'me@example.com', password: 'Ravel-Quint#58' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText("Ce nom d'utilisateur est déjà pris.");
  });

  it('keeps the button disabled until the password meets every criterion and is confirmed', async () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    await fill({ username: 'member', email: 'me@example.com', password: 'abc' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await fill({
      username: 'member',
      email: 'me@example.com',
      password: 'Ravel-Quint#58',
      confirm: 'Ravel-Quint#59',
    });
    screen.getByText('Les mots de passe ne correspondent pas');
    expect(screen.getByLabelText('Confirmer le mot de passe').getAttribute('aria-invalid')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(true);
    await fill({ username: 'member', email: 'me@example.com', password: 'Ravel-Quint#58' });
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  const criterion = (name: string) => screen.getByText(name).closest('li')?.getAttribute('data-met');

  it('does not approve a password the server refuses as too common (issue 25: "Paulus#2026")', async () => {
    const signUp = vi.spyOn(authApi, 'signUp');
    renderForm();
    await fill({ username: 'pdurand', email: 'pdurand@example.com', password: 'Paulus#2026' });
    for (const name of ['Au moins 8 caractères', 'Une lettre majuscule', 'Un chiffre'])
      expect(criterion(name)).toBe('true');
    await waitFor(() => expect(criterion('Pas un mot de passe courant')).toBe('false'));
    const submit = screen.getByRole('button', { name: 'Créer mon compte' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(submit);
    expect(signUp).not.toHaveBeenCalled();
    await fill({ username: 'pdurand', email: 'pdurand@example.com', password: 'Ravel-Quint#58' });
    await waitFor(() => expect(criterion('Pas un mot de passe courant')).toBe('true'));
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('does not approve a password that contains the username or the email', async () => {
    renderForm();
    await fill({ username: 'quorvath', email: 'me@example.com', password: 'Quorvath#2026' });
    const item = "Sans votre nom d'utilisateur, votre nom ni votre email";
    expect(criterion(item)).toBe('false');
    expect(screen.getByRole('button', { name: 'Créer mon compte' }).hasAttribute('disabled')).toBe(true);
    await fill({ username: 'someone', email: 'quorvath@example.com', password: 'Quorvath#2026' });
    expect(criterion(item)).toBe('false');
    await fill({ username: 'someone', email: 'me@example.com', password: 'Quorvath#2026' });
    expect(criterion(item)).toBe('true');
  });

  it("lists the server's reasons under its weak-password message, in the interface's language", async () => {
    vi.spyOn(authApi, 'signUp').mockRejectedValue(
      new ApiError(400, 'weak_password', 'weak', { reasons: ['too_common', 'contains_email', 'bogus'] }),
    );
    renderForm();
    await fill({ username: 'member', email: 'me@example.com', password: 'Ravel-Quint#58' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Créer mon compte' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await screen.findByText('Ce mot de passe est trop faible. Veuillez en choisir un autre plus sécurisé.');
    screen.getByText("Il est trop courant, ou n'est qu'un mot courant entouré de chiffres ou de symboles.");
    screen.getByText('Il contient votre adresse email.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).not.toContain('bogus');
    await act(() => i18n.changeLanguage('de'));
    await screen.findByText('Es enthält deine E-Mail-Adresse.');
  });
});
