import { describe, expect, it } from 'vitest';
import { chapterAt, cueAt, parseStoryboard, parseVtt } from './vtt';

const CAPTIONS = `WEBVTT

NOTE a comment block, skipped

1
00:00:01.000 --> 00:00:04.000 align:center
<v Alice>Bonjour à <i>tous</i> &amp; bienvenue</v>

00:04.500 --> 00:07.250
Deuxième ligne
sur deux lignes

garbage --> nothing

01:00:00.000 --> 01:00:02.000
Une heure
`;

describe('parseVtt', () => {
  it('reads the cues in order, with their times, their tags dropped and entities decoded', () => {
    expect(parseVtt(CAPTIONS)).toEqual([
      { startS: 1, endS: 4, text: 'Bonjour à tous & bienvenue' },
      { startS: 4.5, endS: 7.25, text: 'Deuxième ligne\nsur deux lignes' },
      { startS: 3600, endS: 3602, text: 'Une heure' },
    ]);
  });

  it('reads CRLF files and skips cues without text or with an end before their start', () => {
    expect(
      parseVtt('WEBVTT\r\n\r\n00:05.000 --> 00:01.000\r\nBackwards\r\n\r\n00:01.000 --> 00:02.000\r\n\r\n'),
    ).toEqual([]);
  });
});

describe('cueAt', () => {
  const cues = parseVtt(CAPTIONS);
  it.each([
    [0.5, null],
    [1, 'Bonjour à tous & bienvenue'],
    [3.99, 'Bonjour à tous & bienvenue'],
    [4.2, null],
    [5, 'Deuxième ligne\nsur deux lignes'],
    [3601, 'Une heure'],
    [4000, null],
  ])('at %s s shows %s', (time, text) => {
    expect(cueAt(cues, time)?.text ?? null).toBe(text);
  });
});

describe('parseStoryboard', () => {
  const vtt = `WEBVTT

00:00.000 --> 00:02.000
sheet_000.jpg#xywh=0,0,160,90

00:02.000 --> 00:04.000
sheet_000.jpg#xywh=160,0,160,90

00:04.000 --> 00:06.000
https://elsewhere.example/x.jpg#xywh=0,0,160,90

00:06.000 --> 00:08.000
sheet_001.jpg
`;
  const url = '/api/stream/v1/tok/storyboard/thumbnails.vtt';

  it('resolves each sheet against the track URL and keeps its rectangle; other origins are refused', () => {
    const frames = parseStoryboard(vtt, url, 'https://kinora.test/watch/v1');
    expect(frames).toEqual([
      {
        startS: 0,
        endS: 2,
        url: 'https://kinora.test/api/stream/v1/tok/storyboard/sheet_000.jpg',
        x: 0,
        y: 0,
        w: 160,
        h: 90,
      },
      {
        startS: 2,
        endS: 4,
        url: 'https://kinora.test/api/stream/v1/tok/storyboard/sheet_000.jpg',
        x: 160,
        y: 0,
        w: 160,
        h: 90,
      },
    ]);
    expect(cueAt(frames, 3)?.x).toBe(160);
  });
});

describe('chapterAt', () => {
  const chapters = [
    { startS: 0, title: 'Intro' },
    { startS: 60, title: 'Milieu' },
    { startS: 300, title: 'Fin' },
  ];
  it.each([
    [0, 'Intro'],
    [59.9, 'Intro'],
    [60, 'Milieu'],
    [1000, 'Fin'],
  ])('at %s s is %s', (time, title) => expect(chapterAt(chapters, time)?.title).toBe(title));
  it('is none without chapters', () => expect(chapterAt([], 10)).toBeNull());
});
