/** One WebVTT cue: its times in seconds and its text (tags removed, lines kept). */
export interface Cue {
  startS: number;
  endS: number;
  text: string;
}

/** A scrub-preview frame: the sprite sheet's absolute URL and the frame's rectangle in it. */
export interface Frame {
  startS: number;
  endS: number;
  url: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)/;

/** "01:02.500" or "1:01:02.5" → seconds. */
function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0' };

/**
 * The cues of a WebVTT file, in order. Styling tags (`<i>`, `<v Name>`, `<c.x>`, timestamps) are
 * dropped: the overlay and the transcript show plain text, which React escapes. NOTE, STYLE and
 * REGION blocks and anything unparsable are skipped, never thrown on.
 */
export function parseVtt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    const match = at >= 0 ? TIMING.exec(lines[at] ?? '') : null;
    if (!match?.[1] || !match[2]) continue;
    const body = lines
      .slice(at + 1)
      .join('\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
      .trim();
    const startS = seconds(match[1]);
    const endS = seconds(match[2]);
    if (body && endS > startS) cues.push({ startS, endS, text: body });
  }
  return cues.sort((a, b) => a.startS - b.startS);
}

/** The cue showing at `timeS` (the last one begun and not ended), by binary search. */
export function cueAt<T extends { startS: number; endS: number }>(
  cues: readonly T[],
  timeS: number,
): T | null {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((cues[mid]?.startS ?? 0) <= timeS) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  const cue = found >= 0 ? cues[found] : undefined;
  return cue && timeS < cue.endS ? cue : null;
}

const XYWH = /^([^#\s]+)#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/**
 * The frames of a WebVTT thumbnails track (`sheet_000.jpg#xywh=0,0,160,90`), each sheet resolved
 * against the track's own URL. A cue that names no rectangle is skipped.
 */
export function parseStoryboard(text: string, vttUrl: string, base = globalThis.location?.href): Frame[] {
  const trackUrl = new URL(vttUrl, base);
  return parseVtt(text).flatMap((cue) => {
    const match = XYWH.exec(cue.text);
    if (!match?.[1]) return [];
    const url = new URL(match[1], trackUrl);
    // A storyboard only ever names sheets beside it: anything else is not shown.
    if (url.origin !== trackUrl.origin) return [];
    const [x, y, w, h] = match.slice(2).map(Number) as [number, number, number, number];
    return [{ startS: cue.startS, endS: cue.endS, url: url.href, x, y, w, h }];
  });
}

/** The chapter under `timeS`: the last one started. */
export function chapterAt<T extends { startS: number }>(chapters: readonly T[], timeS: number): T | null {
  let current: T | null = null;
  for (const chapter of chapters) if (chapter.startS <= timeS) current = chapter;
  return current;
}
