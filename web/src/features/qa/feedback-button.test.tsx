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
import { FeedbackButton } from './feedback-button';
import { KeyboardShortcutsHelp } from './keyboard-shortcuts-help';
import { qaApi } from './qa-api';

const member = (roles: Me['roles']): Me => ({
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  displayName: 'Ana',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles,
  abilities: { admin: roles.includes('admin') },
  plan: 'free',
});

function renderAt(user: Me | null, path = '/watch/abc?t=12') {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <KeyboardShortcutsHelp />
            <FeedbackButton />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

const OPEN = 'Donner mon avis (bêta)';

describe('beta features', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['visitors', null],
    ['members', member([])],
    ['admins', member(['admin'])],
  ])('are hidden from %s', (_who, user) => {
    renderAt(user);
    expect(screen.queryByRole('button', { name: OPEN })).toBeNull();
    expect(screen.queryByRole('button', { name: /Raccourcis clavier/ })).toBeNull();
  });

  it('send a QA member’s feedback with the page it is about', async () => {
    const send = vi.spyOn(qaApi, 'sendFeedback').mockResolvedValue({ id: 'f1' });
    renderAt(member(['qa']));
    await userEvent.click(await screen.findByRole('button', { name: OPEN }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre avis sur la bêta' });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    screen.getByText("Écrivez votre avis avant de l'envoyer.");
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Votre message'), '  La vitesse se remet à 1x.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        message: 'La vitesse se remet à 1x.',
        pagePath: '/watch/abc?t=12',
      }),
    );
    await screen.findByText('Merci ! Votre avis a bien été envoyé.');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('tell the QA member when sending fails, keeping the message', async () => {
    vi.spyOn(qaApi, 'sendFeedback').mockRejectedValue(new ApiError(403, 'forbidden', 'no'));
    renderAt(member(['qa']));
    await userEvent.click(await screen.findByRole('button', { name: OPEN }, { timeout: 5000 }));
    await userEvent.type(await screen.findByLabelText('Votre message'), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await screen.findByText(i18n.t('errors.forbidden'));
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Bonjour');
  });

  it('list the player shortcuts from a button or the ? key', async () => {
    renderAt(member(['qa']));
    // The dialog's code (and its "?" listener) loads after first paint, QA members only.
    await screen.findByRole('button', { name: /Raccourcis clavier/ });
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Raccourcis clavier du lecteur' });
    expect(dialog.textContent).toContain('Reculer de 10 secondes');
    expect(dialog.textContent).toContain('Image dans l');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: /Raccourcis clavier/ }));
    await screen.findByRole('dialog', { name: 'Raccourcis clavier du lecteur' });
  });
});
