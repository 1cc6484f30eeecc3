import { creditedWatchMs, VIEW_RULES } from './videos';

/**
 * Watch time toward a validated view, beat by beat: the same step whether a node applies a beat to
 * the state it buffers in memory or, validating a view, to the row it locked.
 */
export interface WatchState {
  positionS: number;
  /** Real time watched toward the next view. */
  watchedMs: number;
  /** The previous playing beat (null after a pause or a new playback: the next beat credits nothing). */
  lastBeatAt: Date | null;
  lastValidatedAt: Date | null;
}

export interface Beat {
  at: Date;
  positionS: number;
  playing: boolean;
}

export interface ViewRule {
  /** False for the owner's own watching. */
  countsViews: boolean;
  thresholdMs: number;
}

/**
 * The state after one beat, and whether it reaches a view (the caller validates it and starts the
 * time over). A beat older than the last one counted (it reached another node later) changes
 * nothing: its time is already covered. Time watched inside the 24 h window after a view counts
 * toward nothing, not even the next view.
 */
export function advanceWatch(
  state: WatchState,
  beat: Beat,
  rule: ViewRule,
): { state: WatchState; reached: boolean } {
  if (state.lastBeatAt && beat.at < state.lastBeatAt) return { state, reached: false };
  const watchedMs = state.watchedMs + (beat.playing ? creditedWatchMs(state.lastBeatAt, beat.at) : 0);
  const lastValidated = state.lastValidatedAt;
  const windowOpen =
    !lastValidated || beat.at.getTime() - lastValidated.getTime() >= VIEW_RULES.dedupWindowHours * 3600_000;
  return {
    state: {
      positionS: beat.positionS,
      watchedMs: windowOpen ? watchedMs : 0,
      lastBeatAt: beat.playing ? beat.at : null,
      lastValidatedAt: lastValidated,
    },
    reached: rule.countsViews && windowOpen && watchedMs >= rule.thresholdMs,
  };
}
