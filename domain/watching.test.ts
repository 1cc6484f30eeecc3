import { describe, expect, it } from 'vitest';
import { advanceWatch, type WatchState } from './watching';

const t0 = Date.parse('2026-11-20T10:00:00Z');
const at = (s: number) => new Date(t0 + s * 1000);
const rule = { countsViews: true, thresholdMs: 30_000 };
const state = (over: Partial<WatchState> = {}): WatchState => ({
  positionS: 0,
  watchedMs: 0,
  lastBeatAt: null,
  lastValidatedAt: null,
  ...over,
});
const play = (s: number, positionS = s) => ({ at: at(s), positionS, playing: true });

describe('advanceWatch', () => {
  it('credits the real time since the previous playing beat, and moves the position', () => {
    expect(advanceWatch(state({ lastBeatAt: at(0) }), play(10, 42), rule)).toEqual({
      state: state({ positionS: 42, watchedMs: 10_000, lastBeatAt: at(10) }),
      reached: false,
    });
  });

  it('credits nothing for the first beat, a gap over 15 s, or a paused beat (which forgets the last beat)', () => {
    expect(advanceWatch(state(), play(0), rule).state.watchedMs).toBe(0);
    expect(advanceWatch(state({ lastBeatAt: at(0) }), play(16), rule).state).toMatchObject({
      watchedMs: 0,
      lastBeatAt: at(16),
    });
    const paused = advanceWatch(
      state({ lastBeatAt: at(0), watchedMs: 5000 }),
      { ...play(10), playing: false },
      rule,
    );
    expect(paused.state).toMatchObject({ watchedMs: 5000, lastBeatAt: null, positionS: 10 });
  });

  it('reaches a view at the threshold, not before, and never for the owner', () => {
    const before = state({ lastBeatAt: at(20), watchedMs: 20_000 });
    expect(advanceWatch(before, play(29.999), rule).reached).toBe(false);
    expect(advanceWatch(before, play(30), rule)).toMatchObject({
      reached: true,
      state: { watchedMs: 30_000 },
    });
    expect(advanceWatch(before, play(30), { ...rule, countsViews: false }).reached).toBe(false);
  });

  it('counts nothing, not even toward the next view, within 24 h of the last one', () => {
    const validated = state({ lastBeatAt: at(100), lastValidatedAt: at(0) });
    expect(advanceWatch(validated, play(110), rule)).toMatchObject({
      reached: false,
      state: { watchedMs: 0 },
    });
    const dayLater = state({ lastBeatAt: at(86_390), watchedMs: 25_000, lastValidatedAt: at(0) });
    expect(advanceWatch(dayLater, play(86_400), rule)).toMatchObject({ reached: true });
  });

  it('ignores a beat older than the last one counted (it reached another node late)', () => {
    const known = state({ lastBeatAt: at(20), watchedMs: 20_000, positionS: 20 });
    expect(advanceWatch(known, play(15), rule)).toEqual({ state: known, reached: false });
    expect(advanceWatch(known, play(20), rule).state).toMatchObject({
      watchedMs: 20_000,
      lastBeatAt: at(20),
    });
  });
});
