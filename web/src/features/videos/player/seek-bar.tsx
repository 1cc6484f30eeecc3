import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { formatDuration } from '@/lib/format';
import { chapterAt, cueAt, type Frame } from './vtt';

export interface Chapter {
  startS: number;
  title: string;
}

interface Props {
  currentS: number;
  durationS: number;
  bufferedS: number;
  chapters: readonly Chapter[];
  frames: readonly Frame[];
  onSeek(seconds: number): void;
  /** Dragging or hovering: the controls stay while the viewer is on the bar. */
  onActive?(active: boolean): void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The seek bar: a slider (arrows ±5 s, PageUp/PageDown ±10 %, Home/End), in one segment per chapter,
 * with the buffered range; hovering or dragging (pointer or touch) shows the storyboard's frame, the
 * time and the chapter's title above it.
 */
export function SeekBar({ currentS, durationS, bufferedS, chapters, frames, onSeek, onActive }: Props) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [hoverS, setHoverS] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const total = Math.max(durationS, 0.001);

  const timeAt = (clientX: number) => {
    const box = bar.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return clamp((clientX - box.left) / box.width, 0, 1) * total;
  };
  const segments = (chapters.length ? chapters : [{ startS: 0, title: '' }]).map((chapter, i, all) => ({
    ...chapter,
    endS: all[i + 1]?.startS ?? total,
  }));
  const shownS = dragging && hoverS !== null ? hoverS : currentS;
  const preview =
    hoverS === null
      ? null
      : { s: hoverS, frame: cueAt(frames, hoverS), chapter: chapterAt(chapters, hoverS) };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step: Record<string, number> = {
      ArrowLeft: currentS - 5,
      ArrowDown: currentS - 5,
      ArrowRight: currentS + 5,
      ArrowUp: currentS + 5,
      PageDown: currentS - total / 10,
      PageUp: currentS + total / 10,
      Home: 0,
      End: total,
    };
    const to = step[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    onSeek(clamp(to, 0, total));
  };

  return (
    <div
      ref={bar}
      role="slider"
      tabIndex={0}
      aria-label={t('player.seek')}
      aria-valuemin={0}
      aria-valuemax={Math.floor(total)}
      aria-valuenow={Math.floor(shownS)}
      aria-valuetext={t('player.timeOf', {
        current: formatDuration(shownS),
        total: formatDuration(total),
      })}
      data-testid="seek-bar"
      className="group relative flex h-6 cursor-pointer touch-none items-center rounded outline-none focus-visible:ring-2 focus-visible:ring-white"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
        onActive?.(true);
        setHoverS(timeAt(event.clientX));
      }}
      onPointerMove={(event) => {
        onActive?.(true);
        setHoverS(timeAt(event.clientX));
      }}
      onPointerUp={(event) => {
        if (dragging) onSeek(timeAt(event.clientX));
        setDragging(false);
        if (event.pointerType !== 'mouse') setHoverS(null);
      }}
      onPointerCancel={() => {
        setDragging(false);
        setHoverS(null);
      }}
      onPointerLeave={() => {
        if (!dragging) setHoverS(null);
        onActive?.(false);
      }}
    >
      <div className="flex h-1 w-full gap-0.5 transition-[height] group-hover:h-1.5">
        {segments.map((segment) => {
          const length = Math.max(segment.endS - segment.startS, 0);
          const part = (until: number) => `${clamp((until - segment.startS) / (length || 1), 0, 1) * 100}%`;
          return (
            <div
              key={segment.startS}
              data-testid="seek-segment"
              data-title={segment.title || undefined}
              className="relative h-full overflow-hidden rounded-full bg-white/25"
              style={{ width: `${(length / total) * 100}%` }}
            >
              <div className="absolute inset-y-0 left-0 bg-white/45" style={{ width: part(bufferedS) }} />
              <div className="absolute inset-y-0 left-0 bg-red-600" style={{ width: part(shownS) }} />
            </div>
          );
        })}
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-red-600 shadow"
        style={{ left: `${(clamp(shownS, 0, total) / total) * 100}%` }}
      />
      {preview && <Preview {...preview} left={(preview.s / total) * 100} />}
    </div>
  );
}

function Preview({
  s,
  frame,
  chapter,
  left,
}: {
  s: number;
  frame: Frame | null;
  chapter: Chapter | null;
  left: number;
}) {
  return (
    <div
      data-testid="seek-preview"
      aria-hidden="true"
      // Smaller on a phone, so the frame, its chapter and time fit within the player's height.
      className="pointer-events-none absolute bottom-full mb-3 flex origin-bottom -translate-x-1/2 flex-col items-center gap-1 max-sm:scale-75"
      style={{ left: `clamp(5rem, ${left}%, calc(100% - 5rem))` }}
    >
      {frame && (
        <div
          data-testid="seek-preview-frame"
          // The border outside the tile's size: inside, it would hide the frame's edges.
          className="box-content rounded border-2 border-white bg-black shadow-lg"
          style={{
            width: frame.w,
            height: frame.h,
            backgroundImage: `url("${frame.url}")`,
            backgroundPosition: `-${frame.x}px -${frame.y}px`,
            backgroundRepeat: 'no-repeat',
          }}
        />
      )}
      {chapter?.title && (
        <span className="max-w-48 truncate rounded bg-black/80 px-2 py-0.5 text-xs font-medium text-white">
          {chapter.title}
        </span>
      )}
      <span className="rounded bg-black/80 px-2 py-0.5 text-xs tabular-nums text-white">
        {formatDuration(s)}
      </span>
    </div>
  );
}
