import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { VideoInfoForm } from './video-info-form';
import { type VideoDetail, videosApi } from './videos-api';

const CHANNEL = { id: '0b7e1d2c-3f4a-4b5c-8d6e-7f8091a2b3c4', name: 'Ma chaîne' };

const video = {
  id: '5f0c6d1e-2a3b-4c5d-9e6f-708192a3b4c5',
  title: 'Ma vidéo',
  description: 'Une description',
  channel: { id: CHANNEL.id, name: CHANNEL.name, imageUrl: null },
  visibility: 'public',
  monetized: false,
} as VideoDetail;

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VideoInfoForm video={video} channels={[CHANNEL]} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

describe('video info form', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requires a title before sending anything', async () => {
    const update = vi.spyOn(videosApi, 'update').mockResolvedValue(video);
    renderForm();
    await userEvent.clear(screen.getByLabelText('Titre'));
    await userEvent.type(screen.getByLabelText('Titre'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Le titre est obligatoire.');
    expect(screen.getByLabelText('Titre').getAttribute('aria-invalid')).toBe('true');
    expect(update).not.toHaveBeenCalled();
  });

  it('sends only the fields that changed, then measures changes from what was saved', async () => {
    const update = vi.spyOn(videosApi, 'update').mockResolvedValue(video);
    renderForm();
    await userEvent.clear(screen.getByLabelText('Titre'));
    await userEvent.type(screen.getByLabelText('Titre'), '  Titre corrigé ');
    await userEvent.selectOptions(screen.getByLabelText('Visibilité'), 'private');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(video.id, { title: 'Titre corrigé', visibility: 'private' }),
    );
    await screen.findByText('Vidéo mise à jour');

    await userEvent.click(screen.getByLabelText('Monétiser cette vidéo', { exact: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith(video.id, { monetized: true }));
  });

  it('reads "no channel" as null, and saves everything when nothing changed', async () => {
    const update = vi.spyOn(videosApi, 'update').mockResolvedValue(video);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(video.id, {
        title: 'Ma vidéo',
        description: 'Une description',
        channelId: CHANNEL.id,
        visibility: 'public',
        monetized: false,
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Chaîne'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith(video.id, { channelId: null }));
  });
});
