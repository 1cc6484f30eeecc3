import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { VideoPlayer } from '../video-player';

class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  on() {}
  loadSource() {}
  attachMedia() {}
  destroy() {}
}
vi.mock('../hls-loader', async (original) => ({
  ...(await original<typeof import('../hls-loader')>()),
  loadHls: vi.fn(async () => FakeHls),
}));
vi.mock('../videos-api', () => ({ videosApi: { heartbeat: vi.fn(async () => null) } }));

const CAPTIONS = {
  fr: 'WEBVTT\n\n00:00:02.000 --> 00:00:05.000\nBonjour et <i>bienvenue</i>\n',
  en: 'WEBVTT\n\n00:00:02.000 --> 00:00:05.000\nHello and welcome\n',
};
const STORYBOARD =
  'WEBVTT\n\n00:00.000 --> 00:05:00.000\nsheet_000.jpg#xywh=0,0,160,90\n\n00:05:00.000 --> 00:10:00.000\nsheet_001.jpg#xywh=160,90,160,90\n';
const base = '/api/stream/v1/tok';

function renderPlayer() {
  render(
    <MemoryRouter>
      <VideoPlayer
        videoId="v1"
        masterUrl={`${base}/master.m3u8`}
        playbackToken="tok"
        qualities={[480]}
        posterUrl={null}
        durationS={600}
        resumeAtS={0}
        autoPlay
        captions={[
          { language: 'en', auto: false, url: `${base}/captions/en.vtt` },
          { language: 'fr', auto: true, url: `${base}/captions/fr.vtt` },
        ]}
        chapters={[
          { startS: 0, title: 'Introduction' },
          { startS: 60, title: 'Le montage' },
          { startS: 300, title: 'Conclusion' },
        ]}
        storyboardUrl={`${base}/storyboard/thumbnails.vtt`}
        onExpired={() => {}}
      />
    </MemoryRouter>,
  );
  return screen.getByTestId('video-player') as HTMLVideoElement;
}

/** Moves the element as playing would, and tells the controls. */
function playTo(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  });
}

const fetched: string[] = [];
beforeEach(async () => {
  localStorage.clear();
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      fetched.push(url);
      const body = url.endsWith('fr.vtt') ? CAPTIONS.fr : url.endsWith('en.vtt') ? CAPTIONS.en : STORYBOARD;
      return new Response(body, { status: 200, headers: { 'content-type': 'text/vtt' } });
    }),
  );
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => vi.unstubAllGlobals());

describe('player controls', () => {
  it('labels every control, and the seek bar is a slider that says the time in words', async () => {
    const video = renderPlayer();
    const controls = await screen.findByRole('group', { name: 'Commandes du lecteur' });
    for (const name of ['Lecture (k)', 'Couper le son (m)', 'Sous-titres (c)', 'Paramètres', 'Plein écran'])
      within(controls).getByRole('button', { name });
    within(controls).getByRole('slider', { name: 'Volume' });
    // A playing element sends timeupdate again and again: the first one may come while the
    // player is still starting (the first test of the file loads the lazy parts cold).
    await waitFor(() => {
      playTo(video, 65);
      const slider = screen.getByRole('slider', { name: 'Position dans la vidéo' });
      expect(slider.getAttribute('aria-valuetext')).toBe('1:05 sur 10:00');
    });
    const seek = screen.getByRole('slider', { name: 'Position dans la vidéo' });
    // The slider's own keys.
    fireEvent.keyDown(seek, { key: 'End' });
    expect(video.currentTime).toBe(600);
  });

  it('answers YouTube’s shortcuts when the player has focus, and never takes a key typed in a field', async () => {
    const video = renderPlayer();
    await screen.findByRole('group', { name: 'Commandes du lecteur' });
    const player = screen.getByTestId('player');
    playTo(video, 100);
    fireEvent.keyDown(player, { key: 'l' });
    expect(video.currentTime).toBe(110);
    fireEvent.keyDown(player, { key: 'j' });
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(95);
    fireEvent.keyDown(player, { key: '5' });
    expect(video.currentTime).toBe(300);
    fireEvent.keyDown(player, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(player, { key: '>' });
    expect(video.playbackRate).toBe(1.25);
    fireEvent.keyDown(player, { key: '<' });
    fireEvent.keyDown(player, { key: '<' });
    expect(video.playbackRate).toBe(0.75);
    // Frame by frame only while paused.
    act(() => video.pause());
    fireEvent.keyDown(player, { key: '.' });
    expect(video.currentTime).toBeCloseTo(300 + 1 / 30);
    // A select inside the player keeps its keys; so does a field outside it.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paramètres' }));
    fireEvent.keyDown(screen.getByLabelText('Vitesse'), { key: 'l' });
    const outside = document.createElement('input');
    document.body.append(outside);
    fireEvent.keyDown(outside, { key: 'l' });
    expect(video.currentTime).toBeCloseTo(300 + 1 / 30);
    outside.remove();
    // Escape closes the settings and gives the focus back to their button.
    fireEvent.keyDown(screen.getByLabelText('Vitesse'), { key: 'Escape' });
    expect(screen.queryByLabelText('Vitesse')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Paramètres');
  });

  it('says what a shortcut changed in a live region, for screen readers', async () => {
    const video = renderPlayer();
    await screen.findByRole('group', { name: 'Commandes du lecteur' });
    const player = screen.getByTestId('player');
    const said = () => screen.getByRole('status').textContent;
    playTo(video, 100);
    video.volume = 0.5;
    fireEvent.keyDown(player, { key: 'ArrowUp' });
    expect(said()).toBe('Volume 55 %');
    fireEvent.keyDown(player, { key: 'm' });
    expect(said()).toBe('Son coupé');
    fireEvent.keyDown(player, { key: 'm' });
    expect(said()).toBe('Son rétabli');
    fireEvent.keyDown(player, { key: '>' });
    expect(said()).toBe('Vitesse 1,25×');
    fireEvent.keyDown(player, { key: 'l' });
    expect(said()).toBe('Avance de 10 s');
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(said()).toBe('Retour de 5 s');
    fireEvent.keyDown(player, { key: 'c' });
    const first = said();
    fireEvent.keyDown(player, { key: 'c' });
    expect([first, said()].sort()).toEqual(['Sous-titres activés', 'Sous-titres désactivés']);
  });

  it('turns captions on in the viewer’s language, shows the cue at its time, turns them off, and remembers', async () => {
    const user = userEvent.setup();
    const video = renderPlayer();
    const cc = await screen.findByRole('button', { name: 'Sous-titres (c)' });
    expect(cc.getAttribute('aria-pressed')).toBe('false');
    expect(fetched.some((u) => u.includes('/captions/'))).toBe(false);
    await user.click(cc);
    expect(cc.getAttribute('aria-pressed')).toBe('true');
    playTo(video, 3);
    expect((await screen.findByTestId('caption-cue')).textContent).toBe('Bonjour et bienvenue');
    expect(localStorage.getItem('kinora.captions')).toBe('fr');
    playTo(video, 6);
    expect(screen.queryByTestId('caption-cue')).toBeNull();
    // The settings name each language in itself and mark the automatic ones.
    await user.click(screen.getByRole('button', { name: 'Paramètres' }));
    const select = screen.getByLabelText('Langue des sous-titres') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Désactivés',
      'English',
      'Français (générés automatiquement)',
    ]);
    await user.selectOptions(select, 'en');
    playTo(video, 2.5);
    expect((await screen.findByTestId('caption-cue')).textContent).toBe('Hello and welcome');
    fireEvent.keyDown(screen.getByTestId('player'), { key: 'c' });
    expect(screen.queryByTestId('caption-cue')).toBeNull();
    expect(localStorage.getItem('kinora.captions')).toBe('off');
  });

  it('shows a remembered language at once, and hides the cue while the pointer previews on the seek bar', async () => {
    localStorage.setItem('kinora.captions', 'en');
    const video = renderPlayer();
    await screen.findByRole('button', { name: 'Sous-titres (c)', pressed: true });
    playTo(video, 2);
    expect((await screen.findByTestId('caption-cue')).textContent).toBe('Hello and welcome');
    // The pointer on the seek bar: the preview stands where the cue was, which steps aside until it leaves.
    const bar = screen.getByTestId('seek-bar');
    fireEvent.pointerMove(bar, { clientX: 10, pointerType: 'mouse' });
    expect(screen.queryByTestId('caption-cue')).toBeNull();
    fireEvent.pointerLeave(bar, { pointerType: 'mouse' });
    expect(screen.getByTestId('caption-cue').textContent).toBe('Hello and welcome');
  });

  it('draws the seek bar in chapters, says the current one, and previews frame, time and chapter on hover', async () => {
    const video = renderPlayer();
    await screen.findByRole('group', { name: 'Commandes du lecteur' });
    const segments = screen.getAllByTestId('seek-segment');
    expect(segments.map((s) => [s.dataset.title, s.style.width])).toEqual([
      ['Introduction', '10%'],
      ['Le montage', '40%'],
      ['Conclusion', '50%'],
    ]);
    playTo(video, 90);
    expect(screen.getByTestId('current-chapter').textContent).toBe('· Le montage');
    const bar = screen.getByTestId('seek-bar');
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 600,
      top: 0,
      height: 20,
    } as DOMRect);
    await waitFor(() => {
      fireEvent.pointerMove(bar, { clientX: 420, pointerType: 'mouse' });
      screen.getByTestId('seek-preview-frame');
    });
    const preview = screen.getByTestId('seek-preview');
    expect(preview.textContent).toBe('Conclusion7:00');
    const frame = screen.getByTestId('seek-preview-frame');
    expect(frame.style.backgroundImage).toContain('/api/stream/v1/tok/storyboard/sheet_001.jpg');
    expect(frame.style.backgroundPosition).toBe('-160px -90px');
    // Releasing a drag seeks there.
    fireEvent.pointerDown(bar, { clientX: 120, pointerType: 'touch', pointerId: 1 });
    fireEvent.pointerUp(bar, { clientX: 120, pointerType: 'touch', pointerId: 1 });
    expect(video.currentTime).toBe(120);
  });

  it('hides the controls 3 s after the last move while playing, shows them on a move, keeps them while paused', async () => {
    const video = renderPlayer();
    const controls = await screen.findByTestId('player-controls');
    // happy-dom has no media pipeline: the element says it plays as a browser's would.
    let playing = true;
    Object.defineProperty(video, 'paused', { configurable: true, get: () => !playing });
    vi.useFakeTimers();
    try {
      act(() => {
        video.dispatchEvent(new Event('play'));
        fireEvent.pointerMove(controls, { pointerType: 'mouse' });
      });
      expect(video.paused).toBe(false);
      act(() => vi.advanceTimersByTime(2900));
      expect(controls.dataset.shown).toBe('true');
      act(() => vi.advanceTimersByTime(200));
      expect(controls.dataset.shown).toBe('false');
      act(() => void fireEvent.pointerMove(screen.getByTestId('player-gestures'), { pointerType: 'mouse' }));
      expect(controls.dataset.shown).toBe('true');
      act(() => {
        playing = false;
        video.dispatchEvent(new Event('pause'));
      });
      act(() => vi.advanceTimersByTime(5000));
      expect(controls.dataset.shown).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });
});
