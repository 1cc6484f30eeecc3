import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeTusServer } from '@/test/fake-tus-server';
import { UploadForm } from './upload-form';

// The app is bundled with tus-js-client's browser build (Vite follows its "browser" field); Vitest
// would load the Node build, which cannot read a File.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js' as string));

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
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('requires title, video file and thumbnail, each with its message', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    screen.getByText('Le titre est obligatoire.');
    screen.getByText('Le fichier vidéo est obligatoire.');
    screen.getByText('La miniature est obligatoire.');
  });

  it('refuses a file that is not MP4, WebM or AVI, and a thumbnail that is not an image, before sending', async () => {
    renderForm();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), text, { applyAccept: false });
    await screen.findByText('Format vidéo non valide : MP4, WebM ou AVI uniquement.');
    await userEvent.upload(
      screen.getByLabelText('Miniature'),
      new File(['x'], 'x.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    await screen.findByText('Le fichier doit être une image (JPG, PNG ou WebP).');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a video over 100 MB', async () => {
    renderForm();
    const big = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 100 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), big);
    await screen.findByText('La vidéo ne doit pas dépasser 100 Mo.');
  });

  it('speaks the member language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    screen.getByText('The title is required.');
  });

  it('says the video is being checked once every byte is sent, until the server accepts it', async () => {
    const server = fakeTusServer();
    vi.stubGlobal('XMLHttpRequest', server.XMLHttpRequest);
    renderForm();
    const video = new File([new Uint8Array(2000)], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), video);
    await waitFor(() => expect(server.patching()).toBe(true), { timeout: 8000 });

    await server.sent(1000);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.queryByText('Vérification de la vidéo…')).toBeNull();

    await server.sent(2000);
    const checking = screen.getByText('Vérification de la vidéo…');
    // Announced: it sits in the polite status region that was already in the page.
    expect(checking.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('upload-done')).toBeNull();

    server.accept();
    await screen.findByTestId('upload-done');
    expect(screen.queryByText('Vérification de la vidéo…')).toBeNull();
  }, 15_000);

  it('says at once, in the member language, when the server has no room left (no retries)', async () => {
    const server = fakeTusServer();
    vi.stubGlobal('XMLHttpRequest', server.XMLHttpRequest);
    renderForm();
    const video = new File([new Uint8Array(2000)], 'clip.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByLabelText('Fichier vidéo'), video);
    await waitFor(() => expect(server.patching()).toBe(true), { timeout: 8000 });
    server.refuse(507, 'storage_full');
    expect(
      await screen.findByText(
        "Le stockage du serveur est plein. Réessayez plus tard : rien de ce qui a déjà été envoyé n'est perdu.",
      ),
    ).toBeInstanceOf(HTMLElement);
    // Retrying would have sent the chunk again after 0 s.
    await new Promise((r) => setTimeout(r, 200));
    expect(server.patching()).toBe(false);
  }, 15_000);
});
