import { useCallback, useEffect, useRef, useState } from 'react';

const HIDE_AFTER_MS = 3000;
const DOUBLE_TAP_MS = 300;

interface Options {
  playing: boolean;
  togglePlay(): void;
  seekBy(seconds: number): void;
}

/**
 * Whether the controls show, and the pointer gestures over the picture: a click plays or pauses;
 * on a touch screen a tap shows or hides the controls and a double tap on a side goes back or
 * forward 10 s. While playing, the controls hide 3 s after the last move, unless held (the pointer
 * on the seek bar).
 */
export function useGestures({ playing, togglePlay, seekBy }: Options) {
  const [shown, setShown] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);
  const lastTap = useRef(0);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    if (playing && !held.current) timer.current = setTimeout(() => setShown(false), HIDE_AFTER_MS);
  }, [playing]);
  const wake = useCallback(() => {
    setShown(true);
    schedule();
  }, [schedule]);
  const hold = useCallback(
    (active: boolean) => {
      held.current = active;
      wake();
    },
    [wake],
  );
  useEffect(() => {
    schedule();
    return () => clearTimeout(timer.current);
  }, [schedule]);

  const onPointerUp = (event: React.PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') {
      if (event.button === 0) togglePlay();
      return wake();
    }
    const now = event.timeStamp;
    const box = event.currentTarget.getBoundingClientRect();
    const side = (event.clientX - box.left) / (box.width || 1);
    if (now - lastTap.current < DOUBLE_TAP_MS && (side < 1 / 3 || side > 2 / 3)) {
      lastTap.current = 0;
      seekBy(side < 1 / 3 ? -10 : 10);
      return wake();
    }
    lastTap.current = now;
    if (shown && playing) {
      clearTimeout(timer.current);
      setShown(false);
    } else wake();
  };

  return {
    shown,
    wake,
    hold,
    handlers: { onPointerUp, onPointerMove: (e: React.PointerEvent) => e.pointerType === 'mouse' && wake() },
  };
}
