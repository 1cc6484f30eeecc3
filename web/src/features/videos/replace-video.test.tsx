import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fakeTusServer } from '@/test/fake-tus-server';
import { json } from '@/test/json-response';
import { ReplaceVideo } from './replace-video';

// The app is bundled with tus-js-client's browser build (Vite follows its "browser" field); Vitest
// would load the Node build, which cannot read a File.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js' as string));

/**
 * What the browser's <video> element reads from a file's metadata: its duration in seconds, or
 * null for a file it cannot decode (it fires `error`).
 */
function browserReadsDuration(durationS: number | null) {
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const element = create(tag, options);
    if (tag !== 'video') return element;
    const video = element as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: durationS ?? Number.NaN });
    Object.defineProperty(video, 'src', {
      set: () =>
        setTimeout(() =>
          durationS === null
            ? video.onerror?.(new Event('error'))
            : video.onloadedmetadata?.(new Event('loadedmetadata')),
        ),
    });
    return video;
  });
}

function renderReplace() {
  const api = vi.fn(async (_url: string, _init?: RequestInit) => json(null, 204));
  vi.stubGlobal('fetch', api);
  const server = fakeTusServer();
  vi.stubGlobal('XMLHttpRequest', server.XMLHttpRequest);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:video', revokeObjectURL: () => {} }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReplaceVideo videoId="v1" />
    </QueryClientProvider>,
  );
  return { api, server };
}

const movie = () => new File([new Uint8Array(3000)], 'concert-final.mp4', { type: 'video/mp4' });

describe('replacing a video', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks first, naming the file and its duration, and sends nothing when the member cancels', async () => {
    browserReadsDuration(83.4);
    const { server, api } = renderReplace();
    await userEvent.upload(screen.getByLabelText('Remplacer la vidéo'), movie());
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer la vidéo ?' });
    within(dialog).getByText('concert-final.mp4');
    within(dialog).getByText('1:23');
    expect(server.requests).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByText('Aucun fichier choisi');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(server.requests).toEqual([]);
    expect(api).not.toHaveBeenCalled();
  });

  it('says the duration is unknown when the browser cannot read it, and still lets the member go on', async () => {
    browserReadsDuration(null);
    const { server } = renderReplace();
    await userEvent.upload(screen.getByLabelText('Remplacer la vidéo'), movie());
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer la vidéo ?' });
    within(dialog).getByText("Inconnue (elle sera vérifiée après l'envoi)");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(server.patching()).toBe(true));
  });

  it('uploads once confirmed and hands the upload to the video', async () => {
    browserReadsDuration(83.4);
    const { server, api } = renderReplace();
    await userEvent.upload(screen.getByLabelText('Remplacer la vidéo'), movie());
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer la vidéo ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(server.patching()).toBe(true));
    screen.getByRole('progressbar');
    server.accept();
    await waitFor(() => expect(api).toHaveBeenCalled());
    const [url, init] = api.mock.calls[0]!;
    expect(url).toBe('/api/videos/v1/source');
    expect(JSON.parse(String(init?.body))).toEqual({ uploadId: '0123456789abcdef0123456789abcdef' });
  });

  it('lets the member cancel while it uploads: the upload is deleted on the server and the video left alone', async () => {
    browserReadsDuration(83.4);
    const { server, api } = renderReplace();
    await userEvent.upload(screen.getByLabelText('Remplacer la vidéo'), movie());
    const dialog = await screen.findByRole('dialog', { name: 'Remplacer la vidéo ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    await waitFor(() => expect(server.patching()).toBe(true));
    await server.sent(1000);

    await userEvent.click(screen.getByRole('button', { name: "Annuler l'envoi" }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(server.requests.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/uploads/0123456789abcdef0123456789abcdef',
    });
    screen.getByText('Aucun fichier choisi');
    expect((screen.getByLabelText('Remplacer la vidéo') as HTMLInputElement).disabled).toBe(false);
    expect(api).not.toHaveBeenCalled();
  });

  it('asks in the member language', async () => {
    await act(() => i18n.changeLanguage('en'));
    browserReadsDuration(3725);
    renderReplace();
    await userEvent.upload(screen.getByLabelText('Replace video'), movie());
    const dialog = await screen.findByRole('dialog', { name: 'Replace the video?' });
    within(dialog).getByText('1:02:05');
    within(dialog).getByRole('button', { name: 'Replace' });
  });
});
