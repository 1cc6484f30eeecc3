import type { Me } from '@domain/api/accounts';
import type { ViewerProfile, ViewerProfileList } from '@domain/api/profiles';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { profilesApi } from '@/features/profiles/profiles-api';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import { viewerProfilesApi } from '@/lib/viewer-profiles';
import ProfilesPage from './profiles';

const MEMBER = { id: 'u1', email: 'ana@example.com', username: 'ana' } as Me;
const profile = (n: number, name: string, extra: Partial<ViewerProfile> = {}): ViewerProfile => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  avatar: 'fox',
  isPrimary: n === 1,
  locked: false,
  current: n === 1,
  ...extra,
});
const ana = profile(1, 'Ana');
const kids = profile(2, 'Enfants', { avatar: 'panda' });
const papa = profile(3, 'Papa', { avatar: 'robot', locked: true });

function renderAt(url: string, list: ViewerProfileList) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: MEMBER });
  const listSpy = vi.spyOn(viewerProfilesApi, 'list').mockResolvedValue(list);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(sessionKey, MEMBER);
  const router = createMemoryRouter(
    [
      { path: '/profiles', element: <ProfilesPage /> },
      { path: '/', element: <p>accueil</p> },
      { path: '/watch/:id', element: <p>lecture</p> },
      { path: '/pricing', element: <p>tarifs</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { router, listSpy };
}

describe('/profiles — Qui regarde ?', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('selects the picked profile and goes where the member was going', async () => {
    const select = vi.spyOn(profilesApi, 'select').mockResolvedValue({ ...kids, current: true });
    const { router } = renderAt('/profiles?next=%2Fwatch%2Fv1', {
      items: [ana, kids],
      max: 5,
      pickOnSignIn: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'Qui regarde ?' });
    await userEvent.click(await screen.findByRole('button', { name: 'Enfants' }));
    expect(select).toHaveBeenCalledWith(kids.id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/watch/v1'));
  });

  it('never leaves the app for a `next` naming another site', async () => {
    vi.spyOn(profilesApi, 'select').mockResolvedValue(ana);
    const { router } = renderAt('/profiles?next=%2F%2Fevil.example', {
      items: [ana, kids],
      max: 5,
      pickOnSignIn: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ana' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a locked profile with a lock and "Premium requis", leading to the pricing page', async () => {
    const select = vi.spyOn(profilesApi, 'select');
    const { router } = renderAt('/profiles', { items: [ana, papa], max: 1, pickOnSignIn: false });
    const locked = await screen.findByRole('link', { name: 'Papa : profil verrouillé, Premium requis' });
    within(locked).getByText('Premium requis');
    await userEvent.click(locked);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(select).not.toHaveBeenCalled();
  });

  it('says why a profile cannot be selected', async () => {
    vi.spyOn(profilesApi, 'select').mockRejectedValue(new ApiError(409, 'profile_locked', 'locked'));
    renderAt('/profiles', { items: [ana, kids], max: 5, pickOnSignIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Enfants' }));
    await screen.findByText("Ce profil est verrouillé : Premium est nécessaire pour l'utiliser.");
  });

  it('has no serious accessibility violation', async () => {
    renderAt('/profiles', { items: [ana, kids, papa], max: 5, pickOnSignIn: true });
    await screen.findByRole('button', { name: 'Enfants' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

describe('/profiles — Gérer les profils', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds a profile with a name and an avatar preset', async () => {
    const create = vi
      .spyOn(profilesApi, 'create')
      .mockResolvedValue(profile(4, 'Mamie', { avatar: 'whale' }));
    const { listSpy } = renderAt('/profiles?manage=1', { items: [ana], max: 5, pickOnSignIn: false });
    await screen.findByText('Profils : 1 sur 5');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un profil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau profil' });
    await userEvent.type(within(dialog).getByLabelText('Nom du profil'), '  Mamie ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Baleine' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer le profil' }));
    expect(create).toHaveBeenCalledWith({ name: 'Mamie', avatar: 'whale' });
    await screen.findByText('Profil « Mamie » créé.');
    await waitFor(() => expect(listSpy.mock.calls.length).toBeGreaterThan(1));
  });

  it('shows the server refusal in the form', async () => {
    vi.spyOn(profilesApi, 'create').mockRejectedValue(new ApiError(409, 'profile_limit_reached', 'limit'));
    renderAt('/profiles?manage=1', { items: [ana], max: 5, pickOnSignIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un profil' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nom du profil'), 'Bis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer le profil' }));
    await within(dialog).findByText('Vous avez atteint le nombre maximal de profils de votre offre.');
  });

  it('disables "Ajouter un profil" for a free member, with an upgrade link', async () => {
    renderAt('/profiles?manage=1', { items: [ana], max: 1, pickOnSignIn: false });
    const add = await screen.findByRole('button', { name: 'Ajouter un profil' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByText("L'offre gratuite comprend un seul profil.", { exact: false });
    expect(
      screen.getByRole('link', { name: "Passez à Premium pour en avoir jusqu'à 5." }).getAttribute('href'),
    ).toBe('/pricing');
  });

  it('explains the limit to a Premium member who reached it', async () => {
    const five = [ana, kids, profile(3, 'C'), profile(4, 'D'), profile(5, 'E')];
    renderAt('/profiles?manage=1', { items: five, max: 5, pickOnSignIn: true });
    const add = await screen.findByRole('button', { name: 'Ajouter un profil' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    screen.getByText('Vous avez atteint la limite de 5 profils.');
  });

  it('renames and changes the avatar, sending only what changed', async () => {
    const update = vi.spyOn(profilesApi, 'update').mockResolvedValue({ ...kids, avatar: 'owl' });
    renderAt('/profiles?manage=1', { items: [ana, kids], max: 5, pickOnSignIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier Enfants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le profil' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hibou' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(update).toHaveBeenCalledWith(kids.id, { avatar: 'owl' });
    await screen.findByText('Profil enregistré.');
  });

  it('deletes a profile after confirmation; the primary one has no delete button', async () => {
    const remove = vi.spyOn(profilesApi, 'remove').mockResolvedValue(undefined);
    renderAt('/profiles?manage=1', { items: [ana, kids, papa], max: 1, pickOnSignIn: false });
    await screen.findByText('Papa');
    expect(screen.queryByRole('button', { name: 'Supprimer Ana' })).toBeNull();
    // Locked: no edit, but it can be deleted.
    expect(screen.queryByRole('button', { name: 'Modifier Papa' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer Papa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le profil « Papa » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(remove).toHaveBeenCalledWith(papa.id);
    await screen.findByText('Profil « Papa » supprimé.');
  });

  it('has no serious accessibility violation, in the list and in the add dialog', async () => {
    renderAt('/profiles?manage=1', { items: [ana, kids, papa], max: 5, pickOnSignIn: true });
    const serious = async (node: Element) =>
      (await axe.run(node, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    await screen.findByText('Papa');
    expect(await serious(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un profil' }));
    // The page behind a modal dialog is hidden by Radix's focus guards: the dialog is checked on its own.
    expect(await serious(await screen.findByRole('dialog'))).toEqual([]);
  });
});
