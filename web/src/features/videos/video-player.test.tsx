import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { loadHls } from './hls-loader';
import { VideoPlayer } from './video-player';
import { videosApi } from './videos-api';

/** Stands in for hls.js: records what the player asks of it. */
class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static instances: FakeHls[] = [];
  handlers = new Map<string, (event: string, data: unknown) => void>();
  loadSource = vi.fn();
  attachMedia = vi.fn();
  destroy = vi.fn();
  currentLevel = -1;
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, handler);
  }
  emit(event: string, data: unknown) {
    this.handlers.get(event)?.(event, data);
  }
}

vi.mock('./hls-loader', async (original) => ({
  ...(await original<typeof import('./hls-loader')>()),
  loadHls: vi.fn(async () => FakeHls),
}));

vi.mock('./videos-api', () => ({
  videosApi: { heartbeat: vi.fn(async () => ({ validated: false, viewCount: 0 })) },
}));

const POSTER = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const MASTER = '/api/stream/v1/token/master.m3u8';

function renderPlayer(props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) {
  return render(
    <MemoryRouter>
      <VideoPlayer
        videoId="v1"
        masterUrl={MASTER}
        playbackToken="token"
        qualities={[240, 480]}
        lockedQualities={[1080]}
        posterUrl={POSTER}
        resumeAtS={0}
        onExpired={() => {}}
        {...props}
      />
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  FakeHls.instances = [];
  vi.mocked(loadHls).mockClear();
  vi.mocked(videosApi.heartbeat).mockClear();
  await act(() => i18n.changeLanguage('fr'));
});

describe('video player before play', () => {
  it('shows the poster and a play button, no native controls, and loads neither the library nor the video', async () => {
    renderPlayer();
    const video = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe(POSTER);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('src')).toBeNull();
    expect(video.hasAttribute('controls')).toBe(false);
    screen.getByRole('button', { name: 'Lire la vidéo' });
    // The controls come with the library, on the intent to play.
    expect(screen.queryByRole('group', { name: 'Commandes du lecteur' })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(loadHls).not.toHaveBeenCalled();
    expect(FakeHls.instances).toHaveLength(0);
  });

  it('fetches the library on intent (pointer over or focus on play) without fetching any video', async () => {
    renderPlayer();
    const play = screen.getByRole('button', { name: 'Lire la vidéo' });
    fireEvent.pointerEnter(play);
    fireEvent.focus(play);
    await waitFor(() => expect(loadHls).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(FakeHls.instances).toHaveLength(0);
    screen.getByRole('button', { name: 'Lire la vidéo' });
  });
});

describe('video player on play', () => {
  it('starts on the play button: a buffer of about 30 s, the master playlist, the element', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const video = screen.getByTestId('video-player') as HTMLVideoElement;
    await user.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.instances[0]!;
    expect(hls.config).toMatchObject({ maxBufferLength: 30, maxMaxBufferLength: 60 });
    expect(hls.loadSource).toHaveBeenCalledWith(MASTER);
    expect(hls.attachMedia).toHaveBeenCalledWith(video);
    expect(screen.queryByRole('button', { name: 'Lire la vidéo' })).toBeNull();
    // Playing sends the heartbeat that records progress.
    await waitFor(() =>
      expect(videosApi.heartbeat).toHaveBeenCalledWith('v1', {
        positionS: 0,
        playing: true,
        playbackToken: 'token',
      }),
    );
  });

  it('starts on any play of the element (native controls, keyboard, a script)', async () => {
    renderPlayer();
    fireEvent.play(screen.getByTestId('video-player'));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    expect(FakeHls.instances[0]!.loadSource).toHaveBeenCalledWith(MASTER);
  });

  it('starts by itself with autoplay, offers granted and locked qualities, applies one chosen before the manifest', async () => {
    const user = userEvent.setup();
    renderPlayer({ autoPlay: true });
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const options = screen
      .getAllByRole('option')
      .map((o) => [o.textContent, (o as HTMLOptionElement).disabled]);
    expect(options).toContainEqual(['480p', false]);
    expect(options).toContainEqual(['1080p HD · Premium', true]);
    fireEvent.change(screen.getByLabelText('Qualité'), { target: { value: '0' } });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    const hls = FakeHls.instances[0]!;
    act(() =>
      hls.emit(FakeHls.Events.MANIFEST_PARSED, {
        levels: [
          { width: 426, height: 240 },
          { width: 854, height: 480 },
        ],
      }),
    );
    expect(hls.currentLevel).toBe(0);
    expect(screen.queryByRole('button', { name: 'Lire la vidéo' })).toBeNull();
  });

  it('asks the page for a fresh link when the grant expired, and plays on the next player at once', async () => {
    const onExpired = vi.fn();
    const user = userEvent.setup();
    const first = renderPlayer({ onExpired });
    await user.click(screen.getByRole('button', { name: 'Lire la vidéo' }));
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    act(() =>
      FakeHls.instances[0]!.emit(FakeHls.Events.ERROR, {
        fatal: true,
        type: FakeHls.ErrorTypes.NETWORK_ERROR,
        response: { code: 404 },
      }),
    );
    expect(onExpired).toHaveBeenCalledOnce();
    first.unmount();
    // The page mounts a player for the fresh link: the press is not asked for twice.
    renderPlayer({ masterUrl: '/api/stream/v1/fresh/master.m3u8' });
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2));
    expect(FakeHls.instances[1]!.loadSource).toHaveBeenCalledWith('/api/stream/v1/fresh/master.m3u8');
  });
});
