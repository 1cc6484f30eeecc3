import type { VideoDetail } from '@domain/api/videos';
import { VIEW_RULES } from '@domain/videos.rules';
import { Play } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { publishPosition, registerSeek } from '@/lib/player-seek';
import { useDeferredHls } from './use-deferred-hls';
import { videosApi } from './videos-api';

// The controls (and their strings) come with hls.js, on the intent to play: not in the first load.
const PlayerControls = lazyWithStrings(() => import('./player/player-controls'));

const PLAYBACK_ENDED = new Set(['playback_expired', 'playback_revoked']);

interface Props {
  videoId: string;
  masterUrl: string;
  /** The playback grant, which the heartbeats carry (only a playback the server started counts). */
  playbackToken: string;
  qualities: number[];
  /** Qualities of this video the viewer's plan does not include: listed, disabled, with the way to get them. */
  lockedQualities?: number[];
  posterUrl: string | null;
  /** The duration the server knows, shown before the media's own is read. */
  durationS?: number;
  captions?: NonNullable<VideoDetail['playback']>['captions'];
  chapters?: VideoDetail['chapters'];
  storyboardUrl?: string | null;
  /** Where playback starts: a shared link's `?t=`, else where this viewer stopped last time. */
  resumeAtS: number;
  /** Start playing as soon as possible ("watch now"); the browser may refuse sound without a gesture. */
  autoPlay?: boolean;
  /** Told the position as it moves (the share menu offers a link at the current time). */
  onPosition?(positionS: number): void;
  /** Called when the signed playback URL expired: the page fetches a fresh one. */
  onExpired(): void;
  onViewValidated?(viewCount: number): void;
}

/**
 * Adaptive HLS player (hls.js; Safari plays HLS natively). Shows the poster and a play button until
 * the viewer plays: no video byte, nor the player library, nor the controls before that
 * (use-deferred-hls.ts); then Kinora's one set of controls (player/player-controls.tsx, decision
 * 0038). Resumes from the last position, and sends a heartbeat every 10 s that records progress
 * and validates the view.
 */
export function VideoPlayer({
  videoId,
  masterUrl,
  playbackToken,
  qualities,
  lockedQualities = [],
  posterUrl,
  durationS = 0,
  captions = [],
  chapters = [],
  storyboardUrl = null,
  resumeAtS,
  autoPlay = false,
  onExpired,
  onViewValidated,
  onPosition,
}: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const player = useDeferredHls(video, { videoId, masterUrl, resumeAtS, autoPlay, onExpired });
  const { seek } = player;
  useEffect(
    () =>
      registerSeek(videoId, (seconds) => {
        box.current?.scrollIntoView?.({ block: 'nearest' });
        box.current?.focus({ preventScroll: true });
        seek(seconds);
      }),
    [videoId, seek],
  );

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const report = () => {
      onPosition?.(el.currentTime);
      publishPosition(videoId, el.currentTime);
    };
    el.addEventListener('timeupdate', report);
    return () => el.removeEventListener('timeupdate', report);
  }, [onPosition, videoId]);

  // Heartbeats while playing, and one on pause/end so the position is saved.
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const beat = (playing: boolean) =>
      videosApi
        .heartbeat(videoId, { positionS: el.currentTime, playing, playbackToken })
        .then((viewCount) => viewCount !== null && onViewValidated?.(viewCount))
        .catch((error) => {
          // The link expired, or access changed (made private, monetized, deleted): ask the page again.
          if (error instanceof ApiError && PLAYBACK_ENDED.has(error.code)) onExpired();
        });
    let timer: ReturnType<typeof setInterval> | undefined;
    const onPlay = () => {
      beat(true);
      clearInterval(timer);
      timer = setInterval(() => beat(!el.paused), VIEW_RULES.heartbeatS * 1000);
    };
    const onStop = () => {
      clearInterval(timer);
      beat(false);
    };
    el.addEventListener('playing', onPlay);
    el.addEventListener('pause', onStop);
    el.addEventListener('ended', onStop);
    return () => {
      clearInterval(timer);
      el.removeEventListener('playing', onPlay);
      el.removeEventListener('pause', onStop);
      el.removeEventListener('ended', onStop);
    };
  }, [videoId, playbackToken, onExpired, onViewValidated]);

  const play = () => {
    // Within the click: the browser lets a pressed play have sound. The element starts the rest.
    video.current?.play().catch(() => {});
    // The button goes away: the focus stays in the player, whose keys then work.
    box.current?.focus({ preventScroll: true });
  };
  const prefetch = () => {
    player.prefetch();
    void import('./player/player-controls').catch(() => {});
  };

  return (
    <div
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for its keyboard shortcuts
      tabIndex={0}
      role="region"
      aria-label={t('watch.player')}
      aria-describedby={`${videoId}-shortcuts`}
      data-testid="player"
      className="group/player relative overflow-hidden rounded-xl bg-black outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: captions are drawn by the controls from the WebVTT tracks (decision 0038) */}
      <video
        ref={video}
        data-testid="video-player"
        className="aspect-video size-full bg-black object-contain"
        playsInline
        preload="none"
        poster={posterUrl ?? undefined}
        onPointerEnter={player.started ? undefined : prefetch}
      />
      {player.started ? (
        <Suspense fallback={null}>
          <PlayerControls
            video={video}
            box={box}
            durationS={durationS}
            levels={player.levels}
            qualities={qualities}
            lockedQualities={lockedQualities}
            chooseLevel={player.chooseLevel}
            captions={captions}
            chapters={chapters}
            storyboardUrl={storyboardUrl}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition hover:bg-black/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-20"
          onClick={play}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-label={t('watch.play')}
          title={t('watch.play')}
        >
          <Play aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
        </button>
      )}
      <p id={`${videoId}-shortcuts`} className="sr-only">
        {t('watch.shortcuts')}
      </p>
    </div>
  );
}
