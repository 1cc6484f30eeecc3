import { type RefObject, useEffect, useState } from 'react';

export interface MediaState {
  paused: boolean;
  currentS: number;
  durationS: number;
  /** The end of the buffered range that holds the current time (0 when none). */
  bufferedS: number;
  volume: number;
  muted: boolean;
  rate: number;
}

const EVENTS = [
  'play',
  'pause',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'ratechange',
  'seeking',
  'emptied',
] as const;

function read(el: HTMLVideoElement, fallbackDurationS: number): MediaState {
  let bufferedS = 0;
  for (let i = 0; i < el.buffered.length; i++)
    if (el.buffered.start(i) <= el.currentTime + 0.5) bufferedS = Math.max(bufferedS, el.buffered.end(i));
  return {
    paused: el.paused,
    currentS: el.currentTime,
    durationS: Number.isFinite(el.duration) && el.duration > 0 ? el.duration : fallbackDurationS,
    bufferedS,
    volume: el.volume,
    muted: el.muted,
    rate: el.playbackRate,
  };
}

/** The video element's state, re-read on each of its media events (the element is the one truth). */
export function useMediaState(
  video: RefObject<HTMLVideoElement | null>,
  fallbackDurationS: number,
): MediaState {
  const [state, setState] = useState<MediaState>(() => ({
    paused: true,
    currentS: 0,
    durationS: fallbackDurationS,
    bufferedS: 0,
    volume: 1,
    muted: false,
    rate: 1,
  }));
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const update = () => setState(read(el, fallbackDurationS));
    update();
    for (const name of EVENTS) el.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) el.removeEventListener(name, update);
    };
  }, [video, fallbackDurationS]);
  return state;
}
