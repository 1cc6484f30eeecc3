import { z } from 'zod';
import { MAX_CUE_TEXT, sanitizeCueText } from './caption-text';
import { LOCALES, type Locale } from './locales';

/**
 * Captions (issue 30, docs/decisions/0037-captions.md): one track per language, a list of cues
 * held as clean WebVTT cue text. Uploaded files (WebVTT or SRT) are parsed strictly into cues and
 * re-emitted: only timings and cleaned text survive.
 */
export const CAPTION_RULES = {
  /** An uploaded file, measured in bytes as received. */
  maxBytes: 1_000_000,
  /** About one cue a second for three hours. */
  maxCues: 10_000,
  maxCueText: MAX_CUE_TEXT,
  /** A cue may end this much after the video (files are often cut on a rounder time), then is clipped. */
  endToleranceS: 2,
} as const;

export const CAPTION_LANGUAGES = LOCALES;

export interface Cue {
  startS: number;
  endS: number;
  /** Clean WebVTT cue text (caption-text.ts). */
  text: string;
}

export type CaptionParseResult =
  | { ok: true; cues: Cue[] }
  | { ok: false; reason: 'not_utf8' | 'empty' | 'bad_timing' | 'too_many_cues'; line?: number };

/** hh:mm:ss.ttt, mm:ss.ttt (WebVTT) or hh:mm:ss,ttt (SRT; a dot also accepted). */
const TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;
const TIMING = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/;

function parseTime(text: string): number | null {
  const m = TIME.exec(text);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/** Decodes an upload: UTF-8 only (a BOM is fine), any line ending. */
export function decodeCaptionFile(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/\r\n?/g, '\n');
  } catch {
    return null;
  }
}

/**
 * A WebVTT or SRT file's cues, or why it is refused. WebVTT: "WEBVTT" first, then blocks separated
 * by blank lines; NOTE, STYLE and REGION blocks and cue settings are dropped. SRT: blocks of an
 * optional counter, a timing line and text. A block with a malformed timing refuses the whole file
 * (the line is named): a silently skipped cue would be a caption missing on screen.
 */
export function parseCaptionFile(bytes: Uint8Array): CaptionParseResult {
  const text = decodeCaptionFile(bytes);
  if (text === null) return { ok: false, reason: 'not_utf8' };
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(text.split('\n', 1)[0] ?? '');
  const lines = text.split('\n');
  const cues: Cue[] = [];
  let i = vtt ? 1 : 0;
  if (vtt) while (i < lines.length && lines[i]!.trim() !== '') i++; // header block
  while (i < lines.length) {
    while (i < lines.length && lines[i]!.trim() === '') i++;
    if (i >= lines.length) break;
    const start = i;
    while (i < lines.length && lines[i]!.trim() !== '') i++;
    const block = lines.slice(start, i);
    if (vtt && /^(NOTE|STYLE|REGION)([ \t]|$)/.test(block[0]!)) continue;
    // The timing is the first line, or the second after an identifier (a number in SRT).
    const at = block[0]!.includes('-->') ? 0 : 1;
    if (!vtt && at === 1 && !/^\d+$/.test(block[0]!.trim()))
      return { ok: false, reason: 'bad_timing', line: start + 1 };
    if (!block[at]?.includes('-->')) return { ok: false, reason: 'bad_timing', line: start + 1 };
    const m = TIMING.exec(block[at]!.trim());
    const startS = m ? parseTime(m[1]!) : null;
    const endS = m ? parseTime(m[2]!) : null;
    if (startS === null || endS === null || endS <= startS)
      return { ok: false, reason: 'bad_timing', line: start + at + 1 };
    const cueText = sanitizeCueText(block.slice(at + 1).join('\n')).slice(0, CAPTION_RULES.maxCueText);
    if (cueText === '') continue;
    if (cues.length >= CAPTION_RULES.maxCues) return { ok: false, reason: 'too_many_cues' };
    cues.push({ startS, endS, text: cueText });
  }
  if (cues.length === 0) return { ok: false, reason: 'empty' };
  // Files list cues by start time; a few do not: the track is kept in time order.
  return { ok: true, cues: cues.sort((a, b) => a.startS - b.startS || a.endS - b.endS) };
}

/** Cues cut to the video: those starting after its end dropped, a late end clipped. */
export function fitCuesTo(cues: Cue[], durationS: number): Cue[] {
  return cues
    .filter((c) => c.startS < durationS)
    .map((c) => ({ ...c, endS: Math.min(c.endS, durationS) }))
    .filter((c) => c.endS > c.startS);
}

/** An edited track's first problem, or null: ascending starts, end after start, within the video. */
export function cueProblem(
  cues: readonly Cue[],
  durationS: number,
): { index: number; problem: string } | null {
  for (const [index, cue] of cues.entries()) {
    if (!(cue.endS > cue.startS)) return { index, problem: 'end_before_start' };
    if (cue.endS > durationS + CAPTION_RULES.endToleranceS) return { index, problem: 'after_end' };
    if (index > 0 && cue.startS < cues[index - 1]!.startS) return { index, problem: 'not_ascending' };
    if (sanitizeCueText(cue.text) === '') return { index, problem: 'empty_text' };
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** hh:mm:ss.ttt */
export function formatVttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT file Kinora serves: a header and the cues, nothing else. */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues.map((c) => `${formatVttTime(c.startS)} --> ${formatVttTime(c.endS)}\n${c.text}`);
  return `WEBVTT\n\n${body.join('\n\n')}${body.length ? '\n' : ''}`;
}

export const captionLanguageSchema = z.enum(CAPTION_LANGUAGES);

const seconds = z
  .number()
  .finite()
  .min(0)
  .max(24 * 3600);
export const cueSchema = z.object({
  startS: seconds,
  endS: seconds,
  text: z.string().min(1).max(CAPTION_RULES.maxCueText),
});
/** The caption editor's save: the whole track's cues, in order. */
export const captionCuesPatchSchema = z.object({
  cues: z.array(cueSchema).min(1).max(CAPTION_RULES.maxCues),
});
