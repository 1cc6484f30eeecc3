import { describe, expect, it } from 'vitest';
import {
  SHEET_NAME,
  type StoryboardInfo,
  storyboardFrames,
  storyboardIntervalS,
  thumbnailsVtt,
  tileSize,
} from './storyboards';

describe('storyboard interval', () => {
  it.each([
    [60, 2],
    [600, 2],
    [600.5, 5],
    [3600, 5],
    [3601, 10],
    [4 * 3600, 10],
  ])('%s s → a frame every %s s', (durationS, intervalS) => {
    expect(storyboardIntervalS(durationS)).toBe(intervalS);
  });

  it('frames cover the whole video, one at 0', () => {
    expect(storyboardFrames(61, 2)).toBe(31);
    expect(storyboardFrames(60, 2)).toBe(30);
    expect(storyboardFrames(1200, 5)).toBe(240);
  });

  it('tiles keep the aspect ratio in even pixels', () => {
    expect(tileSize(1280, 720)).toEqual({ tileWidth: 160, tileHeight: 90 });
    expect(tileSize(720, 1280)).toEqual({ tileWidth: 90, tileHeight: 160 });
    expect(tileSize(1280, 720, 120)).toEqual({ tileWidth: 120, tileHeight: 68 });
  });
});

describe('thumbnails track', () => {
  const info: StoryboardInfo = {
    generation: 1,
    intervalS: 2,
    tileWidth: 160,
    tileHeight: 90,
    columns: 10,
    rows: 10,
    frames: 101,
    format: 'jpg',
    bytes: 0,
  };
  it('a cue per frame, in sheets of columns × rows, the last ending at the video end', () => {
    const vtt = thumbnailsVtt(info, 201);
    const cues = vtt.split('\n\n').slice(1);
    expect(cues).toHaveLength(101);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:02.000\nsheet_000.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:22.000 --> 00:00:24.000\nsheet_000.jpg#xywh=160,90,160,90');
    expect(cues[100]).toBe('00:03:20.000 --> 00:03:21.000\nsheet_001.jpg#xywh=0,0,160,90\n');
  });

  it('sheet names: only what the job writes', () => {
    expect(['sheet_000.jpg', 'sheet_012.webp'].every((n) => SHEET_NAME.test(n))).toBe(true);
    expect(
      ['sheet_0.jpg', '../sheet_000.jpg', 'sheet_000.png', 'sheet_000.jpg\u0000'].some((n) =>
        SHEET_NAME.test(n),
      ),
    ).toBe(false);
  });
});
