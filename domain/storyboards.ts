import { vttTime } from './chapters';

/**
 * Scrub previews (issue 30 part 6): sprite sheets of small frames and a WebVTT thumbnails track
 * whose cues point into them (`sheet_000.jpg#xywh=x,y,w,h`, relative to the track's URL).
 */

/** One frame at least every 2 s up to 10 minutes, 5 s up to an hour, 10 s beyond. */
export function storyboardIntervalS(durationS: number): number {
  if (durationS <= 600) return 2;
  if (durationS <= 3600) return 5;
  return 10;
}

/** Width of one frame; its height follows the picture's aspect (even). */
export const STORYBOARD_TILE_WIDTH = 160;
export const STORYBOARD_COLUMNS = 10;
export const STORYBOARD_ROWS = 10;
/** Budget of sheet bytes per hour of video (issue 30). */
export const STORYBOARD_BYTES_PER_HOUR_MAX = 1.5 * 1024 * 1024;

export const STORYBOARD_FORMATS = ['jpg', 'webp'] as const;
export type StoryboardFormat = (typeof STORYBOARD_FORMATS)[number];

/** What is stored of a generation's storyboard (on the video row; its files under the generation's prefix). */
export interface StoryboardInfo {
  generation: number;
  intervalS: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rows: number;
  /** Frames in all; sheets = ceil(frames / (columns × rows)). */
  frames: number;
  format: StoryboardFormat;
  bytes: number;
}

/** The size of one frame `tileWidth` wide (for landscape; portrait keeps the same area) for a picture of width × height. */
export function tileSize(width: number, height: number, tileWidth = STORYBOARD_TILE_WIDTH) {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  const w = width >= height ? tileWidth : tileWidth * 0.5625;
  return { tileWidth: even(w), tileHeight: even((w * height) / Math.max(1, width)) };
}

/**
 * The encodings tried for every storyboard, best looking first: the first whose sheets fit the
 * budget (STORYBOARD_BYTES_PER_HOUR_MAX for the video's length) is kept, else the smallest.
 * Busy pictures (a test pattern, confetti) need the smaller tiles; most footage keeps the first.
 */
export const STORYBOARD_ENCODINGS = [
  { format: 'webp', quality: 50, tileWidth: 160 },
  { format: 'jpg', quality: 10, tileWidth: 160 },
  { format: 'webp', quality: 30, tileWidth: 160 },
  { format: 'webp', quality: 20, tileWidth: 120 },
] as const satisfies readonly { format: StoryboardFormat; quality: number; tileWidth: number }[];

/** Sheet bytes allowed for a video of `durationS`. */
export const storyboardBudget = (durationS: number) => (STORYBOARD_BYTES_PER_HOUR_MAX * durationS) / 3600;

/** The first encoding within budget, else the smallest (`made` in STORYBOARD_ENCODINGS' order). */
export function pickEncoding<T extends { bytes: number }>(made: readonly T[], durationS: number): T {
  const budget = storyboardBudget(durationS);
  return made.find((m) => m.bytes <= budget) ?? made.reduce((a, b) => (b.bytes < a.bytes ? b : a));
}

/** Rows of a sheet: a short video's single sheet has no empty rows. */
export const sheetRows = (frames: number) =>
  Math.max(1, Math.min(STORYBOARD_ROWS, Math.ceil(frames / STORYBOARD_COLUMNS)));

/** Frames of a storyboard: one at 0, then one every interval while the video lasts. */
export const storyboardFrames = (durationS: number, intervalS: number) =>
  Math.max(1, Math.ceil(durationS / intervalS));

export const sheetName = (index: number, format: StoryboardFormat) =>
  `sheet_${String(index).padStart(3, '0')}.${format}`;

/** A sheet's file name as the stream route accepts it. */
export const SHEET_NAME = /^sheet_\d{3}\.(jpg|webp)$/;

/** The WebVTT thumbnails track: one cue per frame, covering its interval (the last up to the end). */
export function thumbnailsVtt(info: StoryboardInfo, durationS: number): string {
  const perSheet = info.columns * info.rows;
  const cues: string[] = [];
  for (let i = 0; i < info.frames; i++) {
    const start = i * info.intervalS;
    const end = Math.max(start, Math.min((i + 1) * info.intervalS, durationS));
    const cell = i % perSheet;
    const x = (cell % info.columns) * info.tileWidth;
    const y = Math.floor(cell / info.columns) * info.tileHeight;
    cues.push(
      `${vttTime(start)} --> ${vttTime(end)}\n${sheetName(Math.floor(i / perSheet), info.format)}#xywh=${x},${y},${info.tileWidth},${info.tileHeight}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
