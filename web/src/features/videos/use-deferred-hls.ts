import type Hls from 'hls.js';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { HLS_CONFIG, loadHls } from './hls-loader';

export interface Level {
  index: number;
  height: number;
}

interface Options {
  videoId: string;
  masterUrl: string;
  /** Where playback starts once the media is there (a shared link's `?t=` or the saved position). */
  resumeAtS: number;
  /** Start as if play had been pressed ("watch now"): muted if the browser refuses sound. */
  autoPlay: boolean;
  onExpired(): void;
}

/**
 * Videos whose play press met an expired link: the page fetches a fresh link and mounts a new
 * player, which starts at once instead of asking for a second press.
 */
const pressedBeforeExpiry = new Set<string>();

/**
 * Nothing of the video is fetched until the viewer plays it: no playlist, no segment, not even the
 * player library. Any play — the big button, the native controls, a keyboard shortcut, a script's
 * `video.play()` — starts it: hls.js is loaded (unless Safari plays HLS itself), the master playlist
 * fetched (which opens the playback on the server), the position restored, and playback begins.
 */
export function useDeferredHls(video: RefObject<HTMLVideoElement | null>, options: Options) {
  const { videoId, masterUrl, autoPlay, onExpired } = options;
  const [playAtOnce] = useState(() => autoPlay || pressedBeforeExpiry.has(videoId));
  const [started, setStarted] = useState(playAtOnce);
  // The viewer asked to play and the media is not there yet: play as soon as it is.
  const wantsPlay = useRef(playAtOnce);
  useEffect(() => void pressedBeforeExpiry.delete(videoId), [videoId]);
  const resumeAt = useRef(options.resumeAtS);
  const chosenLevel = useRef(-1);
  const hls = useRef<Hls | null>(null);
  const [levels, setLevels] = useState<Level[]>([]);

  // A play before the start (its promise waits: the element has no source yet) starts everything.
  useEffect(() => {
    const el = video.current;
    if (!el || started) return;
    const onPlay = () => {
      wantsPlay.current = true;
      setStarted(true);
    };
    el.addEventListener('play', onPlay);
    return () => el.removeEventListener('play', onPlay);
  }, [video, started]);

  useEffect(() => {
    const el = video.current;
    if (!el || !started) return;
    let disposed = false;
    const onMetadata = () => {
      if (resumeAt.current > 0 && el.duration && resumeAt.current < el.duration - 5)
        el.currentTime = resumeAt.current;
      if (!wantsPlay.current) return;
      wantsPlay.current = false;
      // A source change may have paused the pending play (Safari): ask again, muted if refused.
      if (el.paused)
        el.play().catch(() => {
          el.muted = true;
          el.play().catch(() => {});
        });
    };
    el.addEventListener('loadedmetadata', onMetadata, { once: true });
    const expired = () => {
      resumeAt.current = el.currentTime || resumeAt.current;
      if (wantsPlay.current) pressedBeforeExpiry.add(videoId);
      onExpired();
    };
    if (el.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
      el.src = masterUrl;
      return () => {
        el.removeEventListener('loadedmetadata', onMetadata);
        el.removeAttribute('src');
      };
    }
    loadHls()
      .then((HlsJs) => {
        if (disposed) return;
        const player = new HlsJs(HLS_CONFIG);
        hls.current = player;
        player.on(HlsJs.Events.MANIFEST_PARSED, (_e, data) => {
          setLevels(
            data.levels.map((l, index) => ({ index, height: Math.min(l.width || l.height, l.height) })),
          );
          if (chosenLevel.current >= 0) player.currentLevel = chosenLevel.current;
        });
        player.on(HlsJs.Events.ERROR, (_e, data) => {
          if (!data.fatal) return;
          const status = (data.response as { code?: number } | undefined)?.code;
          if (data.type === HlsJs.ErrorTypes.NETWORK_ERROR && (status === 404 || status === 403)) expired();
          else if (data.type === HlsJs.ErrorTypes.MEDIA_ERROR) player.recoverMediaError();
          else player.startLoad();
        });
        player.loadSource(masterUrl);
        player.attachMedia(el);
      })
      // The player library could not be fetched (offline): the next play tries again.
      .catch(() => setStarted(false));
    return () => {
      disposed = true;
      el.removeEventListener('loadedmetadata', onMetadata);
      hls.current?.destroy();
      hls.current = null;
    };
  }, [video, started, masterUrl, videoId, onExpired]);

  const chooseLevel = useCallback((index: number) => {
    chosenLevel.current = index;
    if (hls.current) hls.current.currentLevel = index;
  }, []);

  /** Plays from `seconds` (a comment's timecode): before the start, the media begins there. */
  const seek = useCallback(
    (seconds: number) => {
      const el = video.current;
      if (!el) return;
      resumeAt.current = seconds;
      if (el.readyState >= 1) el.currentTime = seconds;
      if (el.paused) el.play().catch(() => {});
    },
    [video],
  );

  return {
    started,
    levels,
    chooseLevel,
    seek,
    /** The viewer may be about to play: fetch the player library now, so play starts sooner. */
    prefetch: () => void loadHls().catch(() => {}),
  };
}
