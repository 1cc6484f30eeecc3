import type { CaptionsEditor } from '@domain/api/captions';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { json } from '@/test/json-response';
import { CaptionsCard } from './captions-card';

/** The caption routes as the server answers them, for one video. */
class FakeCaptionsApi {
  state: CaptionsEditor = {
    videoLanguage: 'fr',
    videoLanguageSet: false,
    automaticLanguages: ['en'],
    tracks: [
      {
        language: 'en',
        auto: true,
        edited: false,
        updatedAt: '2026-11-28T03:00:00.000Z',
        cues: [
          { startS: 0, endS: 2.5, text: 'hello world' },
          { startS: 2.5, endS: 5, text: 'second line' },
        ],
      },
    ],
  };
  calls: { method: string; url: string; body: unknown }[] = [];
  /** The next PATCH's answer, when it is an error. */
  patchError: { status: number; code: string; details?: unknown } | null = null;

  fetch = async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : null;
    this.calls.push({ method, url, body });
    const lang = /\/captions\/(\w+)$/.exec(url)?.[1];
    if (method === 'GET') return json(this.state);
    if (method === 'PATCH' && /\/captions\//.test(url)) {
      if (this.patchError) {
        const { status, ...error } = this.patchError;
        return json({ error: { ...error, message: 'no' } }, status);
      }
      this.state.tracks = this.state.tracks.map((t) =>
        t.language === lang
          ? { ...t, edited: true, cues: body.cues, updatedAt: new Date().toISOString() }
          : t,
      );
      return json(this.state);
    }
    if (method === 'PATCH') {
      this.state = { ...this.state, videoLanguage: body.language, videoLanguageSet: true };
      return json({});
    }
    if (method === 'PUT') {
      const track = {
        language: lang as 'fr',
        auto: false,
        edited: false,
        updatedAt: 'x',
        cues: [{ startS: 1, endS: 2, text: 'Bonjour' }],
      };
      this.state.tracks = [...this.state.tracks.filter((t) => t.language !== lang), track];
      return json(this.state);
    }
    if (method === 'DELETE') {
      this.state.tracks = this.state.tracks.filter((t) => t.language !== lang);
      return json(null, 204);
    }
    if (method === 'POST') return json(null, 202);
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  };
}

let server: FakeCaptionsApi;
const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CaptionsCard videoId="v1" />
    </QueryClientProvider>,
  );

describe('captions section of the edit page', () => {
  beforeEach(async () => {
    server = new FakeCaptionsApi();
    vi.stubGlobal('fetch', vi.fn(server.fetch));
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tracks and says when the video’s language has no automatic engine', async () => {
    renderCard();
    const list = await screen.findByRole('list', { name: 'Pistes de sous-titres' });
    within(list).getByText('English');
    within(list).getByText('Automatiques');
    within(list).getByText('2 sous-titres');
    screen.getByText('Pas de sous-titres automatiques en Français sur ce serveur : importez un fichier.');
    expect(screen.queryByRole('button', { name: /Générer/ })).toBeNull();

    // Choosing English (covered) offers the request.
    await userEvent.selectOptions(screen.getByLabelText('Langue parlée dans la vidéo'), 'en');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Générer des sous-titres automatiques (English)' }),
    );
    await waitFor(() =>
      expect(server.calls.some((c) => c.method === 'POST' && c.url.endsWith('/automatic'))).toBe(true),
    );
    expect(server.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/videos/v1',
      body: { language: 'en' },
    });
  });

  it('checks the file size before sending, then uploads the chosen language', async () => {
    renderCard();
    const picker = await screen.findByLabelText('Fichier WebVTT ou SRT');
    const huge = new File([new Uint8Array(1_000_001)], 'big.vtt', { type: 'text/vtt' });
    await userEvent.upload(picker, huge);
    await screen.findByText('Le fichier de sous-titres ne doit pas dépasser 1 Mo.');
    expect((screen.getByRole('button', { name: 'Importer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'de');
    await userEvent.upload(picker, new File(['WEBVTT\n'], 'de.srt', { type: 'application/x-subrip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importer' }));
    const list = screen.getByRole('list', { name: 'Pistes de sous-titres' });
    await within(list).findByText('Deutsch');
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/videos/v1/captions/de');
    expect((put.body as FormData).get('file')).toBeInstanceOf(File);
    within(list).getByText('Importés');
  });

  it('edits cues from the keyboard, saves them, and shows the server’s error on the cue it names', async () => {
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Modifier (English)' }));
    const editor = screen.getByRole('form', { name: 'Corriger les sous-titres (English)' });
    const text = within(editor).getByLabelText('Texte du sous-titre 2');
    await userEvent.clear(text);
    await userEvent.type(text, 'Second line.');
    const end = within(editor).getByLabelText('Fin du sous-titre 2 (secondes)');
    await userEvent.clear(end);
    await userEvent.type(end, '6');
    within(editor).getByRole('button', { name: 'Enregistrer' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        cues: [
          { startS: 0, endS: 2.5, text: 'hello world' },
          { startS: 2.5, endS: 6, text: 'Second line.' },
        ],
      }),
    );
    await within(screen.getByRole('list', { name: 'Pistes de sous-titres' })).findByText('Corrigés');

    // An impossible time is caught before sending; an order the server refuses names its cue.
    await userEvent.click(screen.getByRole('button', { name: 'Modifier (English)' }));
    const again = screen.getByRole('form', { name: 'Corriger les sous-titres (English)' });
    const start = within(again).getByLabelText('Début du sous-titre 1 (secondes)');
    await userEvent.clear(start);
    await userEvent.type(start, '9');
    await userEvent.click(within(again).getByRole('button', { name: 'Enregistrer' }));
    expect(within(again).getByRole('alert').textContent).toBe(
      'Sous-titre 1 : Un sous-titre a des temps ou un texte invalides.',
    );
    await userEvent.clear(start);
    await userEvent.type(start, '1');
    server.patchError = {
      status: 400,
      code: 'caption_cues_invalid',
      details: { index: 1, problem: 'not_ascending' },
    };
    await userEvent.click(within(again).getByRole('button', { name: 'Enregistrer' }));
    await within(again).findByText('Sous-titre 2 : Un sous-titre a des temps ou un texte invalides.');
  });

  it('deletes a track', async () => {
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer (English)' }));
    await screen.findByText('Aucun sous-titre pour l’instant.'.replace('’', "'"));
    expect(server.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/videos/v1/captions/en');
  });
});
