import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { publishPosition, registerSeek } from '@/lib/player-seek';
import TranscriptPanel from './transcript-panel';

const VTT = {
  fr: `WEBVTT

00:00:01.000 --> 00:00:04.000
Bonjour à tous

00:00:04.000 --> 00:00:08.000
Aujourd'hui, le montage d'été

00:01:05.000 --> 00:01:09.000
Merci et à bientôt
`,
  en: 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello everyone\n',
};

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (input: RequestInfo | URL) => new Response(String(input).endsWith('en.vtt') ? VTT.en : VTT.fr),
    ),
  );
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  render(
    <TranscriptPanel
      videoId="v9"
      captions={[
        { language: 'en', auto: false, url: '/api/stream/v9/t/captions/en.vtt' },
        { language: 'fr', auto: true, url: '/api/stream/v9/t/captions/fr.vtt' },
      ]}
    />,
  );
}

describe('transcript panel', () => {
  it('lists the cues of the viewer’s language with their times and highlights the one being spoken', async () => {
    renderPanel();
    expect((screen.getByLabelText('Langue') as HTMLSelectElement).value).toBe('fr');
    await screen.findByText('Bonjour à tous');
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual([
      '0:01Bonjour à tous',
      "0:04Aujourd'hui, le montage d'été",
      '1:05Merci et à bientôt',
    ]);
    expect(screen.queryByRole('button', { current: true })).toBeNull();
    act(() => publishPosition('v9', 66));
    expect(screen.getByRole('button', { current: true }).textContent).toBe('1:05Merci et à bientôt');
    // Another video's player does not move this transcript.
    act(() => publishPosition('other', 2));
    expect(screen.getByRole('button', { current: true }).textContent).toBe('1:05Merci et à bientôt');
  });

  it('filters the lines by a search without case or accents, and seeks the player from a line', async () => {
    const user = userEvent.setup();
    const seek = vi.fn();
    const unregister = registerSeek('v9', seek);
    renderPanel();
    await screen.findByText('Bonjour à tous');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans la transcription' }), 'ETE');
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(["0:04Aujourd'hui, le montage d'été"]);
    await user.click(within(list).getByRole('button'));
    expect(seek).toHaveBeenCalledWith(4);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'xyz');
    screen.getByText('Aucune ligne ne correspond à cette recherche.');
    // Enter on a focused line seeks too (it is a button).
    await user.clear(screen.getByRole('searchbox'));
    screen.getByRole('button', { name: /Merci/ }).focus();
    await user.keyboard('{Enter}');
    expect(seek).toHaveBeenLastCalledWith(65);
    unregister();
  });

  it('changes language', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('Bonjour à tous');
    await user.selectOptions(screen.getByLabelText('Langue'), 'en');
    await screen.findByText('Hello everyone');
  });
});
