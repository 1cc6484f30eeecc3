import { describe, expect, it } from 'vitest';
import {
  CHAPTER_TITLE_MAX,
  chapterProblem,
  chaptersFromDescription,
  chaptersOf,
  chaptersVtt,
  formatTimecode,
  handChaptersSchema,
  readTimecode,
} from './chapters';

const VALID = ['Mon tuto', '', '0:00 Intro', '(0:15) Le matériel', '1:02 - Montage', 'Merci !'].join('\n');

describe('chapters from the description', () => {
  it.each([
    ['valid', VALID, 120, [0, 15, 62]],
    ['first not at 0:00', '0:05 Intro\n0:20 Deux\n0:40 Trois', 120, []],
    ['a chapter under 10 s', '0:00 Intro\n0:09 Deux\n0:40 Trois', 120, []],
    ['out of order', '0:00 Intro\n0:40 Deux\n0:20 Trois', 120, []],
    ['fewer than 3', '0:00 Intro\n0:40 Deux', 120, []],
    ['the last under 10 s before the end', '0:00 Intro\n0:40 Deux\n1:55 Trois', 120, []],
    ['a start beyond the end', '0:00 Intro\n0:40 Deux\n3:00 Trois', 120, []],
    ['hours', '0:00 Intro\n10:00 Deux\n1:00:00 Trois', 4000, [0, 600, 3600]],
    ['h:mm:ss with minutes over 59', '0:00 Intro\n10:00 Deux\n1:75:00 Trois', 9000, []],
    ['seconds over 59', '0:00 Intro\n0:75 Deux\n2:00 Trois', 300, []],
    [
      'a timecode inside a sentence is no chapter',
      'voir 0:00 Intro\n0:00 A\n0:20 B\n0:40 C',
      120,
      [0, 20, 40],
    ],
    ['no description', '', 120, []],
  ])('%s', (_name, description, durationS, starts) => {
    expect(chaptersFromDescription(description, durationS).map((c) => c.startS)).toEqual(starts);
  });

  it('trims titles, removes control characters and NUL, caps their length', () => {
    const long = 'é'.repeat(CHAPTER_TITLE_MAX + 50);
    const chapters = chaptersFromDescription(`0:00   Intro  \n0:20 A\u0000b\u0007c\n0:40 ${long}`, 120);
    expect(chapters.map((c) => c.title)).toEqual(['Intro', 'A b c', 'é'.repeat(CHAPTER_TITLE_MAX)]);
  });

  it('a timecode line without a title is not a chapter', () => {
    expect(chaptersFromDescription('0:00 Intro\n0:10\n0:20 B\n0:40 C', 120).map((c) => c.startS)).toEqual([
      0, 20, 40,
    ]);
  });

  it('chapters set by hand override the description; null returns to it', () => {
    const hand = [
      { startS: 0, title: 'A' },
      { startS: 30, title: 'B' },
      { startS: 60, title: 'C' },
    ];
    expect(chaptersOf({ description: VALID, durationS: 120, chapters: hand })).toBe(hand);
    // A shorter replacement file: the hand chapters no longer fit, none are shown.
    expect(chaptersOf({ description: VALID, durationS: 65, chapters: hand })).toEqual([]);
    expect(chaptersOf({ description: VALID, durationS: 120, chapters: null }).map((c) => c.startS)).toEqual([
      0, 15, 62,
    ]);
  });
});

describe('chapter rules (hand-edited)', () => {
  const c = (...starts: number[]) => starts.map((startS, i) => ({ startS, title: `T${i}` }));
  it.each([
    [c(0, 20, 40), null],
    [c(0, 20), 'chapters_too_few'],
    [c(5, 20, 40), 'chapters_first_not_at_zero'],
    [c(0, 40, 20), 'chapters_not_ascending'],
    [c(0, 20, 20), 'chapters_not_ascending'],
    [c(0, 9, 40), 'chapter_too_short'],
    [c(0, 20, 115), 'chapter_too_short'],
    [c(0, 20, 130), 'chapters_beyond_duration'],
  ])('%j → %s', (chapters, problem) => {
    expect(chapterProblem(chapters, 120)).toBe(problem);
  });

  it('the schema cleans titles, refuses empty ones, fractional or negative times', () => {
    expect(handChaptersSchema.parse([{ startS: 0, title: '  a\u0000 ' }])).toEqual([
      { startS: 0, title: 'a' },
    ]);
    expect(handChaptersSchema.parse(null)).toBeNull();
    const issue = (v: unknown) => handChaptersSchema.safeParse(v).error?.issues[0]?.message;
    expect(issue([{ startS: 0, title: ' \u0000 ' }])).toBe('chapter_title_required');
    expect(handChaptersSchema.safeParse([{ startS: 1.5, title: 'a' }]).success).toBe(false);
    expect(handChaptersSchema.safeParse([{ startS: -1, title: 'a' }]).success).toBe(false);
    expect(issue(c(...Array.from({ length: 101 }, (_, i) => i * 10)))).toBe('chapters_too_many');
  });
});

describe('timecodes and the WebVTT chapters track', () => {
  it('formats and reads timecodes', () => {
    expect([0, 65, 3600, 3725].map(formatTimecode)).toEqual(['0:00', '1:05', '1:00:00', '1:02:05']);
    expect(['1:05', '1:02:05', '0:60', 'abc', '1:5'].map(readTimecode)).toEqual([65, 3725, null, null, null]);
  });

  it('one cue per chapter, each ending where the next starts, titles escaped', () => {
    const vtt = chaptersVtt(
      [
        { startS: 0, title: 'Intro' },
        { startS: 75, title: 'a <b> & --> c' },
      ],
      3700,
    );
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:01:15.000\nIntro\n\n2\n00:01:15.000 --> 01:01:40.000\na &lt;b&gt; &amp; --&gt; c\n',
    );
  });
});
