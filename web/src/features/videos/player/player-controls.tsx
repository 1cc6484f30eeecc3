import type { Locale } from '@domain/locales';
import {
  Captions,
  Maximize,
  Minimize,
  Pause,
  PictureInPicture2,
  Play,
  Settings,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import type { Level } from '../use-deferred-hls';
import { ControlButton } from './control-button';
import { saidAfter } from './player-announce';
import { type PlayerAction, playerAction } from './player-keys';
import { PlayerSettings, SPEEDS } from './player-settings';
import { type Chapter, SeekBar } from './seek-bar';
import { type CaptionTrack, useCaptionChoice } from './use-caption-choice';
import { useGestures } from './use-gestures';
import { useMediaState } from './use-media-state';
import { useCues, useStoryboard } from './use-vtt';
import { chapterAt, cueAt } from './vtt';

export interface PlayerControlsProps {
  video: RefObject<HTMLVideoElement | null>;
  box: RefObject<HTMLDivElement | null>;
  durationS: number;
  levels: Level[];
  qualities: number[];
  lockedQualities: number[];
  chooseLevel(index: number): void;
  captions: readonly CaptionTrack[];
  chapters: readonly Chapter[];
  storyboardUrl: string | null;
}

const FRAME_S = 1 / 30;

/**
 * The player's one set of controls, loaded with hls.js on the intent to play: seek bar (chapters,
 * buffered range, scrub previews), play, volume, time and chapter, captions, settings (quality,
 * speed, captions language), picture-in-picture, fullscreen; the keyboard shortcuts of the focused
 * player; the captions overlay. They hide after 3 s of playing untouched, never while focused.
 */
export default function PlayerControls(props: PlayerControlsProps) {
  const { video, box } = props;
  const { t, i18n } = useTranslation();
  const media = useMediaState(video, props.durationS);
  const captions = useCaptionChoice(props.captions, i18n.language);
  const cues = useCues(captions.track?.url ?? null);
  const storyboard = useStoryboard(props.storyboardUrl);
  const [quality, setQuality] = useState(-1);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  /** The pointer on the seek bar: its preview stands where the caption would, which steps aside. */
  const [scrubbing, setScrubbing] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  /** The live region's text: what a keyboard shortcut changed, for screen readers. */
  const [said, setSaid] = useState('');

  const el = () => video.current;
  const seekTo = useCallback(
    (seconds: number) => {
      const v = video.current;
      if (v) v.currentTime = Math.min(Math.max(seconds, 0), v.duration || props.durationS);
    },
    [video, props.durationS],
  );
  const togglePlay = useCallback(() => {
    const v = video.current;
    if (v) v.paused ? v.play().catch(() => {}) : v.pause();
  }, [video]);
  const toggleFullscreen = useCallback(() => {
    const v = video.current as (HTMLVideoElement & { webkitEnterFullscreen?(): void }) | null;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (box.current?.requestFullscreen) void box.current.requestFullscreen().catch(() => {});
    // An iPhone puts only a video element in fullscreen, with its own controls and captions.
    else v?.webkitEnterFullscreen?.();
  }, [box, video]);
  const togglePip = useCallback(() => {
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video.current?.requestPictureInPicture?.().catch(() => {});
  }, [video]);
  const setSpeed = (rate: number) => {
    const v = el();
    if (v) v.playbackRate = rate;
  };
  const setVolume = (volume: number) => {
    const v = el();
    if (!v) return;
    v.volume = Math.min(1, Math.max(0, volume));
    v.muted = v.volume === 0;
  };

  const gestures = useGestures({
    playing: !media.paused,
    togglePlay,
    seekBy: (s) => seekTo(media.currentS + s),
  });
  const shown = gestures.shown || media.paused || settingsOpen;

  const run = (action: PlayerAction) => {
    const v = el();
    if (!v) return;
    const actions: Record<PlayerAction['kind'], () => void> = {
      togglePlay,
      seekBy: () => action.kind === 'seekBy' && seekTo(v.currentTime + action.seconds),
      seekToFraction: () => action.kind === 'seekToFraction' && seekTo(action.fraction * media.durationS),
      frame: () => action.kind === 'frame' && seekTo(v.currentTime + action.direction * FRAME_S),
      volumeBy: () => action.kind === 'volumeBy' && setVolume((v.muted ? 0 : v.volume) + action.delta),
      toggleMute: () => (v.muted = !v.muted),
      toggleFullscreen,
      togglePip,
      toggleCaptions: captions.toggle,
      speedBy: () => {
        if (action.kind !== 'speedBy') return;
        const at = SPEEDS.indexOf(v.playbackRate);
        const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, (at < 0 ? 3 : at) + action.step))];
        if (next) setSpeed(next);
      },
    };
    actions[action.kind]();
  };
  /** Runs a shortcut's action, then says its effect (read from the element once it ran). */
  const runAndSay = (action: PlayerAction) => {
    const captionsWereOn = Boolean(captions.track);
    run(action);
    const v = el();
    if (!v) return;
    const words = saidAfter(
      action,
      { volume: v.volume, muted: v.muted, rate: v.playbackRate, captionsWereOn },
      (rate) => new Intl.NumberFormat(i18n.language).format(rate),
    );
    if (words) setSaid(t(words.key, words.values));
  };
  const keyRef = useRef(runAndSay);
  keyRef.current = runAndSay;

  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && settingsOpen) {
        // Closed, the panel gives the focus back to the button that opened it.
        root.querySelector<HTMLElement>('[aria-controls="player-settings"]')?.focus();
        return setSettingsOpen(false);
      }
      const action = playerAction(event, video.current?.paused ?? true);
      if (!action) return;
      event.preventDefault();
      gestures.wake();
      keyRef.current(action);
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement === root);
    root.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      root.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [box, video, settingsOpen, gestures.wake]);

  // The browser's own rendering of the HLS subtitle renditions (Safari, hls.js) would double ours.
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    const silence = () => {
      for (const track of Array.from(tracks)) if (track.mode === 'showing') track.mode = 'disabled';
    };
    silence();
    tracks.addEventListener?.('addtrack', silence);
    tracks.addEventListener?.('change', silence);
    return () => {
      tracks.removeEventListener?.('addtrack', silence);
      tracks.removeEventListener?.('change', silence);
    };
  }, [video]);

  const cue = cueAt(cues.items, media.currentS);
  const chapter = chapterAt(props.chapters, media.currentS);
  const offered = props.levels.length
    ? props.levels
    : props.qualities.map((height, index) => ({ index, height }));
  const muted = media.muted || media.volume === 0;

  return (
    <>
      <div className="absolute inset-0" data-testid="player-gestures" {...gestures.handlers} />
      <p role="status" aria-live="polite" className="sr-only" data-testid="player-said">
        {said}
      </p>
      {cue && !scrubbing && (
        <div
          className={cn(
            'pointer-events-none absolute inset-x-0 flex justify-center px-4 transition-[bottom]',
            shown ? 'bottom-24 sm:bottom-20' : 'bottom-6',
          )}
        >
          <p
            data-testid="caption-cue"
            lang={captions.track?.language}
            className="max-w-[90%] whitespace-pre-line rounded bg-black/80 px-2 py-1 text-center text-base leading-snug text-white sm:text-xl"
          >
            {cue.text}
          </p>
        </div>
      )}
      <div
        ref={bar}
        role="group"
        aria-label={t('player.controls')}
        data-testid="player-controls"
        data-shown={shown}
        className={cn(
          'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/50 to-transparent px-2 pt-8 pb-1 text-white transition-opacity sm:px-3',
          shown
            ? 'opacity-100'
            : 'pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100',
        )}
        onFocus={gestures.wake}
        onPointerMove={gestures.wake}
      >
        <SeekBar
          currentS={media.currentS}
          durationS={media.durationS}
          bufferedS={media.bufferedS}
          chapters={props.chapters}
          frames={storyboard.items}
          onSeek={seekTo}
          onActive={(active) => {
            gestures.hold(active);
            setScrubbing(active);
          }}
        />
        <div className="relative flex items-center gap-0.5 sm:gap-1">
          <ControlButton label={media.paused ? t('player.play') : t('player.pause')} onClick={togglePlay}>
            {media.paused ? <Play className="fill-current" /> : <Pause className="fill-current" />}
          </ControlButton>
          <ControlButton
            label={muted ? t('player.unmute') : t('player.mute')}
            onClick={() => run({ kind: 'toggleMute' })}
          >
            {muted ? <VolumeX /> : <Volume2 />}
          </ControlButton>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={muted ? 0 : Math.round(media.volume * 100)}
            aria-label={t('player.volume')}
            aria-valuetext={`${muted ? 0 : Math.round(media.volume * 100)} %`}
            onChange={(e) => setVolume(Number(e.target.value) / 100)}
            className="hidden w-20 accent-white sm:block"
          />
          <p className="ml-1 flex min-w-0 items-center gap-2 text-xs tabular-nums sm:text-sm">
            <span className="shrink-0">
              {formatDuration(media.currentS)} / {formatDuration(media.durationS)}
            </span>
            {chapter && (
              <span data-testid="current-chapter" className="hidden truncate text-neutral-200 sm:inline">
                · {chapter.title}
              </span>
            )}
          </p>
          <span className="ml-auto flex items-center gap-0.5 sm:gap-1">
            {props.captions.length > 0 && (
              <ControlButton
                label={t('player.captions')}
                pressed={Boolean(captions.track)}
                onClick={captions.toggle}
              >
                <Captions />
              </ControlButton>
            )}
            <ControlButton
              label={t('player.settings')}
              expanded={settingsOpen}
              controls="player-settings"
              onClick={() => setSettingsOpen((open) => !open)}
            >
              <Settings />
            </ControlButton>
            <ControlButton label={t('watch.pip')} onClick={togglePip} className="hidden sm:inline-flex">
              <PictureInPicture2 />
            </ControlButton>
            <ControlButton
              label={fullscreen ? t('player.exitFullscreen') : t('watch.fullscreen')}
              onClick={toggleFullscreen}
            >
              {fullscreen ? <Minimize /> : <Maximize />}
            </ControlButton>
          </span>
          {settingsOpen && (
            <PlayerSettings
              id="player-settings"
              offered={offered}
              lockedQualities={props.lockedQualities}
              quality={quality}
              onQuality={(index) => {
                setQuality(index);
                props.chooseLevel(index);
              }}
              speed={media.rate}
              onSpeed={setSpeed}
              captions={props.captions}
              caption={captions.track?.language ?? null}
              onCaption={(language: Locale | null) => captions.choose(language)}
            />
          )}
        </div>
      </div>
    </>
  );
}
