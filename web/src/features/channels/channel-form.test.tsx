import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ChannelForm } from './channel-form';
import { type Channel, channelsApi } from './channels-api';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/channel/new', element: <ChannelForm /> },
      { path: '/channel/:id/manage', element: <p>manage</p> },
    ],
    { initialEntries: ['/channel/new'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

describe('channel form', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers and accepts only the image types the server stores', async () => {
    renderForm();
    const picker = screen.getByLabelText('Choisir une image');
    expect(picker.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    for (const type of ['image/gif', 'image/avif']) {
      await userEvent.upload(picker, new File(['x'], 'x', { type }), { applyAccept: false });
      await screen.findByText('Le fichier doit être une image.');
      expect(picker.getAttribute('aria-invalid')).toBe('true');
      await userEvent.upload(picker, png());
      await waitFor(() => expect(screen.queryByText('Le fichier doit être une image.')).toBeNull());
      expect(picker.hasAttribute('aria-invalid')).toBe(false);
    }
  });

  it('requires a name, then creates the channel and sends its picture', async () => {
    const create = vi.spyOn(channelsApi, 'create').mockResolvedValue({ id: 'c1' } as Channel);
    const setImage = vi.spyOn(channelsApi, 'setImage').mockResolvedValue({ imageUrl: '/x.png' });
    const router = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Créer une chaîne' }));
    await screen.findByText('Le nom de la chaîne est obligatoire.');
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Nom de la chaîne'), ' Atelier ');
    await userEvent.click(screen.getByRole('button', { name: 'Technologie' }));
    const image = png();
    await userEvent.upload(screen.getByLabelText('Choisir une image'), image);
    await userEvent.click(screen.getByRole('button', { name: 'Créer une chaîne' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/channel/c1/manage'));
    expect(create).toHaveBeenCalledWith({ name: 'Atelier', description: '', topics: ['technology'] });
    expect(setImage).toHaveBeenCalledWith('c1', image);
  });
});
