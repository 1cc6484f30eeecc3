import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { UploadForm } from './upload-form';

function renderForm() {
  const router = createMemoryRouter(
    [{ path: '/upload', element: <UploadForm channels={[{ id: 'c1', name: 'Ma chaîne' }]} /> }],
    {
      initialEntries: ['/upload'],
    },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('upload form', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });

  it('requires title, video file and thumbnail, each with its message', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    expect(screen.getByText('Le titre est obligatoire.')).toBeTruthy();
    expect(screen.getByText('Le fichier vidéo est obligatoire.')).toBeTruthy();
    expect(screen.getByText('La miniature est obligatoire.')).toBeTruthy();
  });

  it('refuses a file that is not MP4, WebM or AVI, and a thumbnail that is not an image, before sending', async () => {
    renderForm();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), text, { applyAccept: false });
    expect(await screen.findByText('Format vidéo non valide : MP4, WebM ou AVI uniquement.')).toBeTruthy();
    await userEvent.upload(
      screen.getByLabelText('Miniature'),
      new File(['x'], 'x.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('Le fichier doit être une image (JPG, PNG ou WebP).')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a video over 100 MB', async () => {
    renderForm();
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), big);
    expect(await screen.findByText('La vidéo ne doit pas dépasser 100 Mo.')).toBeTruthy();
  });

  it('speaks the member language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('The title is required.')).toBeTruthy();
  });
});
