import { z } from 'zod';

/**
 * Chapters of a video (issue 30 part 5): read from the description's timecode lines, or set by hand
 * (which overrides the description). The same rules for both: the first at 0:00, at least
 * CHAPTERS_MIN, each at least CHAPTER_MIN_S long (the last one up to the video's end), strictly
 * ascending. A description that breaks any rule has no chapters; a hand list that breaks one is
 * refused with the rule's code.
 */
export interface Chapter {
  startS: number;
  title: string;
}

export const CHAPTERS_MIN = 3;
export const CHAPTERS_MAX = 100;
export const CHAPTER_MIN_S = 10;
export const CHAPTER_TITLE_MAX = 100;
/** Longest video Kinora accepts is far below this; a timecode beyond it is garbage. */
const CHAPTER_START_MAX_S = 24 * 3600;

export const CHAPTER_PROBLEMS = [
  'chapters_too_few',
  'chapters_first_not_at_zero',
  'chapters_not_ascending',
  'chapter_too_short',
  'chapters_beyond_duration',
] as const;
export type ChapterProblem = (typeof CHAPTER_PROBLEMS)[number];

/** The first broken rule of a list of chapters for a video of `durationS`, or null when valid. */
export function chapterProblem(chapters: readonly Chapter[], durationS: number): ChapterProblem | null {
  if (chapters.length < CHAPTERS_MIN) return 'chapters_too_few';
  if (chapters[0]!.startS !== 0) return 'chapters_first_not_at_zero';
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i]!.startS <= chapters[i - 1]!.startS) return 'chapters_not_ascending';
    if (chapters[i]!.startS - chapters[i - 1]!.startS < CHAPTER_MIN_S) return 'chapter_too_short';
  }
  const last = chapters.at(-1)!;
  if (last.startS >= durationS) return 'chapters_beyond_duration';
  if (durationS - last.startS < CHAPTER_MIN_S) return 'chapter_too_short';
  return null;
}

/** Control characters (NUL included) removed, spaces collapsed, capped: a title shown as text. */
export function cleanChapterTitle(raw: string): string {
  const flat = raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(flat).slice(0, CHAPTER_TITLE_MAX).join('').trim();
}

// `0:00 Intro`, `(0:00) Intro`, `0:00 - Intro`, `1:02:03 – Outro`; minutes and seconds below 60
// after an hour, seconds below 60 always.
const TIMECODE_LINE = /^\(?(?:(\d{1,2}):)?(\d{1,3}):(\d{2})\)?(?:\s*[-–—:|]\s*|\s+)(.*)$/;

/** Seconds of a `m:ss` or `h:mm:ss` timecode, or null when it is not one. */
export function parseTimecode(h: string | undefined, m: string, s: string): number | null {
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds >= 60) return null;
  if (h !== undefined && (minutes >= 60 || m.length !== 2)) return null;
  return (h === undefined ? 0 : Number(h) * 3600) + minutes * 60 + seconds;
}

/** The description's chapters, or none when its timecode lines break a rule. */
export function chaptersFromDescription(description: string, durationS: number): Chapter[] {
  const found: Chapter[] = [];
  for (const line of description.slice(0, 20_000).split(/\r?\n/)) {
    const match = TIMECODE_LINE.exec(line.trim());
    if (!match) continue;
    const startS = parseTimecode(match[1], match[2]!, match[3]!);
    const title = cleanChapterTitle(match[4]!);
    if (startS === null || title === '') continue;
    found.push({ startS, title });
    if (found.length > CHAPTERS_MAX) return [];
  }
  return chapterProblem(found, durationS) === null ? found : [];
}

/**
 * What a video shows: the chapters set by hand when there are, else the description's. Hand
 * chapters a shorter replacement file no longer fits are not shown (the editor says why).
 */
export function chaptersOf(video: {
  description: string;
  durationS: number;
  chapters: Chapter[] | null;
}): Chapter[] {
  if (video.chapters === null) return chaptersFromDescription(video.description, video.durationS);
  return chapterProblem(video.chapters, video.durationS) === null ? video.chapters : [];
}

/** `m:ss`, or `h:mm:ss` from an hour on (how the editor and the description write them). */
export function formatTimecode(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${two(minutes)}:${two(s % 60)}` : `${minutes}:${two(s % 60)}`;
}

/** A timecode typed in the editor (`m:ss`, `h:mm:ss`), or null. */
export function readTimecode(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})$/.exec(text.trim());
  return match ? parseTimecode(match[1], match[2]!, match[3]!) : null;
}

/**
 * Chapters set by hand through PATCH /api/videos/:id: the shape here; the rules that need the
 * video's duration (chapterProblem) are checked by the command. `null` returns to the description.
 */
export const handChaptersSchema = z
  .array(
    z.object({
      startS: z.number().int().min(0).max(CHAPTER_START_MAX_S),
      title: z
        .string()
        .max(CHAPTER_TITLE_MAX * 4)
        .transform(cleanChapterTitle)
        .refine((title) => title.length > 0, { error: 'chapter_title_required' }),
    }),
  )
  .max(CHAPTERS_MAX, { error: 'chapters_too_many' })
  .nullable();

/** WebVTT chapters track: one cue per chapter, each ending where the next starts. */
export function chaptersVtt(chapters: readonly Chapter[], durationS: number): string {
  const cues = chapters.map((chapter, i) => {
    const end = chapters[i + 1]?.startS ?? Math.max(durationS, chapter.startS);
    return `${i + 1}\n${vttTime(chapter.startS)} --> ${vttTime(end)}\n${escapeCueText(chapter.title)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}${cues.length ? '\n' : ''}`;
}

/** `hh:mm:ss.mmm`, as WebVTT cue timings are written. */
export function vttTime(totalS: number): string {
  const ms = Math.round(totalS * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** Cue text is markup: a title is text, and `-->` must never end up in it. */
const escapeCueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
