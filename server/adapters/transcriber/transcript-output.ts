import { sanitizeCueText } from '../../../domain/caption-text';
import type { Cue } from '../../../domain/captions';

/** A cue on screen holds about two short lines: longer recognized utterances are split. */
const WORDS_PER_CUE = 12;

/**
 * ffmpeg's asr filter (pocketsphinx) output, read with ffprobe (`-show_entries
 * frame=pts_time:frame_tags=lavfi.asr.text -of json`): the frame at which an utterance ended carries
 * its text. (ffmpeg's `ametadata=mode=print` cuts values at ~128 bytes and drops the line break, so
 * a long utterance swallowed the next frame's time.) pocketsphinx gives no start time: an utterance
 * is taken to start where the previous one ended, and a long one is split into cues of about
 * WORDS_PER_CUE words, its time shared in proportion to their length.
 */
export function cuesFromAsrFrames(json: string): Cue[] {
  const parsed = JSON.parse(json) as { frames?: { pts_time?: unknown; tags?: Record<string, unknown> }[] };
  const cues: Cue[] = [];
  let previousEnd = 0;
  for (const frame of parsed.frames ?? []) {
    const text = frame.tags?.['lavfi.asr.text'];
    const at = Number(frame.pts_time);
    if (typeof text !== 'string' || !text.trim() || !(at > previousEnd)) continue;
    cues.push(...splitUtterance(text.trim(), previousEnd, at));
    previousEnd = at;
  }
  return cues;
}

function splitUtterance(text: string, startS: number, endS: number): Cue[] {
  const words = text.split(/\s+/).filter(Boolean);
  const chunks: string[][] = [];
  const count = Math.ceil(words.length / WORDS_PER_CUE);
  const size = Math.ceil(words.length / count);
  for (let i = 0; i < words.length; i += size) chunks.push(words.slice(i, i + size));
  const totalChars = chunks.reduce((n, c) => n + c.join(' ').length, 0);
  const cues: Cue[] = [];
  let at = startS;
  for (const [i, chunk] of chunks.entries()) {
    const joined = chunk.join(' ');
    const end = i === chunks.length - 1 ? endS : at + ((endS - startS) * joined.length) / totalChars;
    const clean = sanitizeCueText(joined);
    if (clean && end > at) cues.push({ startS: round(at), endS: round(end), text: clean });
    at = end;
  }
  return cues;
}

const round = (s: number) => Math.round(s * 1000) / 1000;

/** One segment of whisper.cpp's `-oj` JSON (`offsets` in milliseconds). */
interface WhisperSegment {
  offsets?: { from?: unknown; to?: unknown };
  text?: unknown;
}

/**
 * whisper.cpp's JSON output (`whisper-cli -oj`): `{ transcription: [{ offsets: { from, to }, text }] }`.
 * Segments whisper marks as non-speech ("[Music]", "(applause)") are kept: they are captions too.
 */
export function cuesFromWhisperJson(json: string): Cue[] {
  const parsed = JSON.parse(json) as { transcription?: WhisperSegment[] };
  const cues: Cue[] = [];
  for (const segment of parsed.transcription ?? []) {
    const from = Number(segment.offsets?.from);
    const to = Number(segment.offsets?.to);
    const text = typeof segment.text === 'string' ? sanitizeCueText(segment.text) : '';
    if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || !text) continue;
    cues.push({ startS: from / 1000, endS: to / 1000, text });
  }
  return cues.sort((a, b) => a.startS - b.startS);
}
