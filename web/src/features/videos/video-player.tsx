import { VIEW_RULES } from '@domain/videos.rules';
import { type LucideIcon, Maximize, PictureInPicture2, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { registerSeek } from '@/lib/player-seek';
import { useDeferredHls } from './use-deferred-hls';
import { videosApi } from './videos-api';

const PLAYBACK_ENDED = new Set(['playback_expired', 'playback_revoked']);

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2];

interface Props {
  videoId: string;
  masterUrl: string;
  /** The playback grant, which the heartbeats carry (only a playback the server started counts). */
  playbackToken: string;
  qualities: number[];
  /** Qualities of this video the viewer's plan does not include: listed, disabled, with the way to get them. */
  lockedQualities?: number[];
  posterUrl: string | null;
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
 * the viewer plays: no video byte nor the player library before that (use-deferred-hls.ts). Quality
 * menu limited to what the server granted, speed, keyboard shortcuts, fullscreen,
 * picture-in-picture, resume from the last position, and a heartbeat every 10 s that records
 * progress and validates the view.
 */
export function VideoPlayer({
  videoId,
  masterUrl,
  playbackToken,
  qualities,
  lockedQualities = [],
  posterUrl,
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
  const [quality, setQuality] = useState(-1);
  const [speed, setSpeed] = useState(1);
  const { seek } = player;
  useEffect(
    () =>
      registerSeek(videoId, (seconds) => {
        box.current?.scrollIntoView?.({ block: 'nearest' });
        video.current?.focus();
        seek(seconds);
      }),
    [videoId, seek],
  );

  useEffect(() => {
    const el = video.current;
    if (!el || !onPosition) return;
    const report = () => onPosition(el.currentTime);
    el.addEventListener('timeupdate', report);
    return () => el.removeEventListener('timeupdate', report);
  }, [onPosition]);

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

  const chooseQuality = (index: number) => {
    setQuality(index);
    player.chooseLevel(index);
  };
  const play = () => {
    const el = video.current;
    // Within the click: the browser lets a pressed play have sound. The element starts the rest.
    el?.play().catch(() => {});
  };
  const chooseSpeed = (value: number) => {
    setSpeed(value);
    if (video.current) video.current.playbackRate = value;
  };
  const fullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void box.current?.requestFullscreen();
  }, []);
  const pip = useCallback(() => {
    const el = video.current;
    if (!el) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void el.requestPictureInPicture?.().catch(() => {});
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const el = video.current;
    if (!el || event.target instanceof HTMLSelectElement || event.target instanceof HTMLButtonElement) return;
    const actions: Record<string, () => void> = {
      ' ': () => (el.paused ? el.play() : el.pause()),
      k: () => (el.paused ? el.play() : el.pause()),
      ArrowLeft: () => (el.currentTime = Math.max(0, el.currentTime - 5)),
      ArrowRight: () => (el.currentTime = Math.min(el.duration, el.currentTime + 5)),
      j: () => (el.currentTime = Math.max(0, el.currentTime - 10)),
      l: () => (el.currentTime = Math.min(el.duration, el.currentTime + 10)),
      m: () => (el.muted = !el.muted),
      f: fullscreen,
      i: pip,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const offered = player.levels.length
    ? player.levels
    : qualities.map((height, index) => ({ index, height }));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the focused player
    <div ref={box} className="overflow-hidden rounded-xl bg-black" onKeyDown={onKeyDown}>
      <div className="relative">
        {/* biome-ignore lint/a11y/useMediaCaption: uploads carry no caption track yet */}
        <video
          ref={video}
          data-testid="video-player"
          className="aspect-video w-full bg-black"
          controls
          playsInline
          preload="none"
          poster={posterUrl ?? undefined}
          aria-label={t('watch.player')}
          onPointerEnter={player.started ? undefined : player.prefetch}
        />
        {!player.started && (
          <button
            type="button"
            className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-black/70 text-white shadow-lg transition hover:bg-black/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:size-20"
            onClick={play}
            onPointerEnter={player.prefetch}
            onFocus={player.prefetch}
            aria-label={t('watch.play')}
            title={t('watch.play')}
          >
            <Play aria-hidden="true" className="ml-1 size-8 fill-current sm:size-10" />
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 bg-neutral-900 px-3 py-2 text-sm text-neutral-100">
        <label className="flex items-center gap-2">
          <span className="text-neutral-400">{t('watch.quality')}</span>
          <select
            className="rounded bg-neutral-800 px-2 py-1"
            value={quality}
            onChange={(e) => chooseQuality(Number(e.target.value))}
          >
            <option value={-1}>{t('watch.auto')}</option>
            {[...offered]
              .sort((a, b) => b.height - a.height)
              .map((l) => (
                <option key={l.index} value={l.index}>
                  {l.height}p{l.height >= 720 ? ' HD' : ''}
                </option>
              ))}
            {lockedQualities.map((height) => (
              <option key={`locked-${height}`} value={`locked-${height}`} disabled>
                {t('watch.lockedQuality', { quality: `${height}p${height >= 720 ? ' HD' : ''}` })}
              </option>
            ))}
          </select>
        </label>
        {lockedQualities.length > 0 && (
          <Link to="/pricing" className="text-amber-300 underline-offset-2 hover:underline">
            {t('watch.hdWithPremium')}
          </Link>
        )}
        <label className="flex items-center gap-2">
          <span className="text-neutral-400">{t('watch.speed')}</span>
          <select
            className="rounded bg-neutral-800 px-2 py-1"
            value={speed}
            onChange={(e) => chooseSpeed(Number(e.target.value))}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 1 ? t('watch.normalSpeed') : `${s}×`}
              </option>
            ))}
          </select>
        </label>
        <span className="ml-auto flex gap-1">
          <ToolbarButton label={t('watch.pip')} onClick={pip} icon={PictureInPicture2} />
          <ToolbarButton label={t('watch.fullscreen')} onClick={fullscreen} icon={Maximize} />
        </span>
      </div>
      <p className="sr-only">{t('watch.shortcuts')}</p>
    </div>
  );
}

function ToolbarButton({ label, onClick, icon: Icon }: { label: string; onClick(): void; icon: LucideIcon }) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className="text-neutral-100 hover:bg-neutral-800"
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
