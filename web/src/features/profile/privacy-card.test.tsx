import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi, type Me } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { sessionKey } from '@/lib/use-session';
import { PrivacyCard } from './privacy-card';

const me = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;

function renderCard() {
  const client = createQueryClient();
  client.setQueryData(sessionKey, me);
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <PrivacyCard /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  return screen.findByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
}

describe('privacy card', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links to the privacy policy and downloads the export as a file', async () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    const exportData = vi
      .spyOn(authApi, 'exportData')
      .mockResolvedValue({ blob, filename: 'kinora-export-2026-11-23.json' });
    const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderCard();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(exportData).toHaveBeenCalledOnce();
    expect(createUrl).toHaveBeenCalledWith(blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('kinora-export-2026-11-23.json');
  });

  it('says what is deleted and what is kept, and asks for the password before deleting', async () => {
    const remove = vi.spyOn(authApi, 'deleteAccount');
    renderCard();
    const dialog = await openDialog();
    within(dialog).getByText(/vos vidéos et leurs fichiers/);
    within(dialog).getByText(/vos chaînes et leurs images/);
    within(dialog).getByText(/vues validées .* et les paiements/);
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await userEvent.click(confirm);
    expect(remove).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the error when the password is wrong', async () => {
    const remove = vi
      .spyOn(authApi, 'deleteAccount')
      .mockRejectedValue(new ApiError(403, 'invalid_password', 'The password is incorrect.'));
    const { client, router } = renderCard();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Confirmez avec votre mot de passe'), 'Wrong#1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await within(dialog).findByText('Le mot de passe actuel est incorrect.');
    expect(remove).toHaveBeenCalledWith('Wrong#1');
    expect(router.state.location.pathname).toBe('/profile');
    expect(client.getQueryData(sessionKey)).toEqual(me);
  });

  it('signs the member out and sends them home with a toast once the account is deleted', async () => {
    const remove = vi.spyOn(authApi, 'deleteAccount').mockResolvedValue(undefined);
    const success = vi.spyOn(toast, 'success');
    const { client, router } = renderCard();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Confirmez avec votre mot de passe'), 'Right#2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(remove).toHaveBeenCalledWith('Right#2026');
    expect(client.getQueryData(sessionKey)).toBeNull();
    expect(success).toHaveBeenCalledWith('Votre compte a été supprimé.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
