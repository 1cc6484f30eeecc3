import { VIEW_RULES } from '../../../domain/videos';
import type { Beat, WatchState } from '../../../domain/watching';
import type { AppContext } from '../../context';
import {
  type BufferedProgress,
  type BufferedSession,
  findWatchSession,
  saveBufferedSessions,
  saveProfileProgress,
  type WatchSessionRow,
} from './watching.repository';

/** A viewer's watch session as this node knows it: the row at `version`, plus beats not yet written. */
export interface BufferedWatch {
  readonly videoId: string;
  readonly viewerKey: string;
  readonly playbackId: string | null;
  /** The row version `state` was computed from: it is written only over that version. */
  version: number;
  /** The row's state with this node's unwritten beats applied: what the next beat builds on. */
  state: WatchState;
  /** Beats applied in memory and not written yet; whether one was playing; the last one's time. */
  unwritten: number;
  played: boolean;
  beatAt: Date;
  /** When the row was last read or written here, and when the entry was last used (ms, ctx.clock). */
  syncedAt: number;
  usedAt: number;
}

export interface WatchBufferOptions {
  /** How often buffered beats are written (ms): what a crash may lose at most. 0: only on flush(). */
  flushMs?: number;
  /** Entries kept at most; past it the least recently used written ones go first. */
  maxEntries?: number;
  /** An entry not used for this long (ms) is forgotten once written (its next beat reads the row again). */
  idleMs?: number;
}

type Deps = Pick<AppContext, 'db' | 'logger' | 'clock'>;

/** What the commands that record watching need: the context and this node's buffer (started by the videos module). */
export type WatchDeps = AppContext & { watchBuffer: WatchBuffer };
type PendingProgress = BufferedProgress & { played: boolean };
type Snapshot = { key: string; entry: BufferedWatch; count: number; row: BufferedSession };

const keyOf = (videoId: string, viewerKey: string) => `${videoId}|${viewerKey}`;
/** Not synced for longer than a creditable gap: another node may have taken the viewer's beats. */
const TRUST_MS = VIEW_RULES.maxCreditPerBeatS * 1000;

/**
 * Heartbeats buffered in memory, one buffer per node (docs/decisions/0012-server-speed.md). A beat
 * only changes memory; every `flushMs` the changed sessions are written in one statement, and
 * profile progress in one more, off the request path. A session is written only over the row
 * version it was computed from: when another node wrote first, this node's unwritten beats are
 * dropped and its next beat reads the row again (its credit, the gap since the last beat the row
 * knows, covers the same time), so beats of one viewer spread over nodes never add up to more than
 * real time. A validated view is not buffered: engagement.ts writes it in a transaction before
 * answering the beat.
 */
export class WatchBuffer {
  /** Least recently used first (a use moves an entry to the end). */
  private readonly sessions = new Map<string, BufferedWatch>();
  private readonly changed = new Set<string>();
  private readonly progress = new Map<string, PendingProgress>();
  private readonly loading = new Map<string, Promise<BufferedWatch | null>>();
  private readonly flushMs: number;
  private readonly maxEntries: number;
  private readonly idleMs: number;
  private timer: NodeJS.Timeout | null = null;
  /** Writes run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly deps: Deps,
    options: WatchBufferOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.idleMs = options.idleMs ?? 60_000;
  }

  get size(): number {
    return this.sessions.size;
  }

  /**
   * The viewer's session if its current playback is `playbackId`, read from the database when this
   * node does not hold it, has not synced it for longer than a creditable gap (the beats may have
   * gone to another node), or holds another playback (started on another node?) and has not read
   * it for a flush interval: an old tab's beats cost at most one read per interval.
   */
  async session(videoId: string, viewerKey: string, playbackId: string): Promise<BufferedWatch | null> {
    const key = keyOf(videoId, viewerKey);
    let entry = this.sessions.get(key) ?? null;
    const now = this.now();
    // (A clock set back counts as time passed.)
    const unsynced = entry ? Math.abs(now - entry.syncedAt) : 0;
    const stale =
      entry !== null &&
      (entry.playbackId === playbackId
        ? entry.unwritten === 0 && unsynced > TRUST_MS
        : unsynced >= this.flushMs);
    if (!entry || stale) {
      if (entry?.unwritten) await this.flush([key]);
      entry = await this.load(videoId, viewerKey);
    }
    if (!entry || entry.playbackId !== playbackId) return null;
    this.sessions.delete(key);
    this.sessions.set(key, entry);
    entry.usedAt = now;
    return entry;
  }

  /** A beat applied in memory (`next` is the entry's state with it): written within `flushMs`. */
  beat(entry: BufferedWatch, beat: Beat, next: WatchState): void {
    entry.state = next;
    entry.unwritten++;
    entry.played ||= beat.playing;
    entry.beatAt = beat.at;
    this.changed.add(keyOf(entry.videoId, entry.viewerKey));
    this.schedule();
  }

  /** Where a member's profile stopped, written within `flushMs`. */
  saveProgress(progress: BufferedProgress, playing: boolean): void {
    const key = `${progress.profileId}|${progress.videoId}`;
    this.progress.set(key, { ...progress, played: playing || (this.progress.get(key)?.played ?? false) });
    this.schedule();
  }

  /** The session as the database now holds it (just written or read): replaces what this node had. */
  remember(row: WatchSessionRow): BufferedWatch {
    const now = this.now();
    const entry: BufferedWatch = {
      videoId: row.videoId,
      viewerKey: row.viewerKey,
      playbackId: row.playbackId,
      version: row.version,
      state: stateOf(row),
      unwritten: 0,
      played: false,
      beatAt: row.updatedAt,
      syncedAt: now,
      usedAt: now,
    };
    const key = keyOf(row.videoId, row.viewerKey);
    this.sessions.delete(key);
    this.sessions.set(key, entry);
    if (this.sessions.size > this.maxEntries) this.evict(now);
    return entry;
  }

  /** Writes what this node still holds for one session (before a new playback replaces it). */
  async settle(videoId: string, viewerKey: string): Promise<void> {
    if (this.sessions.get(keyOf(videoId, viewerKey))?.unwritten)
      await this.flush([keyOf(videoId, viewerKey)]);
  }

  /** Buffered resume positions (the database may be up to `flushMs` behind them). */
  positionOf(videoId: string, viewerKey: string): number | undefined {
    return this.sessions.get(keyOf(videoId, viewerKey))?.state.positionS;
  }
  profilePositionOf(profileId: string, videoId: string): number | undefined {
    return this.progress.get(`${profileId}|${videoId}`)?.positionS;
  }

  /** Writes every buffered change now (or only the sessions `keys`). Never throws: failures are retried. */
  flush(keys?: string[]): Promise<void> {
    const run = this.queue
      .then(() => this.write(keys))
      .catch((err) => this.deps.logger.error({ err }, 'watch buffer flush failed'));
    this.queue = run;
    return run;
  }

  /** Stops the timer and writes what is left (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private now(): number {
    return this.deps.clock.now().getTime();
  }

  private schedule(): void {
    if (this.timer || this.closed || this.flushMs <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().then(() => {
        if (this.changed.size > 0 || this.progress.size > 0) this.schedule();
      });
    }, this.flushMs);
    this.timer.unref();
  }

  private load(videoId: string, viewerKey: string): Promise<BufferedWatch | null> {
    const key = keyOf(videoId, viewerKey);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = findWatchSession(this.deps.db.db, videoId, viewerKey)
        .then((row) => {
          if (row) return this.remember(row);
          this.sessions.delete(key);
          return null;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async write(only?: string[]): Promise<void> {
    const keys = only ?? [...this.changed];
    for (const key of keys) this.changed.delete(key);
    const batch = keys.flatMap((key) => {
      const entry = this.sessions.get(key);
      return entry?.unwritten ? [snapshot(key, entry)] : [];
    });
    try {
      await this.writeSessions(batch);
    } catch (err) {
      this.deps.logger.error(
        { err, sessions: batch.length },
        'buffered watch progress not written (retried)',
      );
      for (const { key } of batch) this.changed.add(key);
      this.schedule();
    }
    if (!only) {
      await this.writeProgress();
      this.evict(this.now());
    }
  }

  private async writeSessions(batch: Snapshot[]): Promise<void> {
    if (batch.length === 0) return;
    const saved = await saveBufferedSessions(
      this.deps.db.db,
      batch.map((s) => s.row),
    );
    const written = new Set(saved.map((s) => keyOf(s.videoId, s.viewerKey)));
    const now = this.now();
    for (const s of batch) {
      // Replaced meanwhile (a new playback, a validated view): the newer state stands.
      if (this.sessions.get(s.key) !== s.entry) continue;
      if (written.has(s.key)) {
        const rest = s.entry.unwritten - s.count;
        Object.assign(s.entry, { version: s.row.version + 1, unwritten: rest, syncedAt: now });
        if (rest === 0) s.entry.played = false;
      }
      // Another node (or a new playback) wrote the row first: its state wins, the next beat reads it.
      else this.sessions.delete(s.key);
    }
  }

  private async writeProgress(): Promise<void> {
    if (this.progress.size === 0) return;
    const batch = [...this.progress];
    const rows = (played: boolean) =>
      batch
        .filter(([, p]) => p.played === played)
        .map(([, p]) => ({
          profileId: p.profileId,
          videoId: p.videoId,
          positionS: p.positionS,
          updatedAt: p.updatedAt,
        }));
    try {
      await saveProfileProgress(this.deps.db.db, rows(true), true);
      await saveProfileProgress(this.deps.db.db, rows(false), false);
    } catch (err) {
      this.deps.logger.error(
        { err, progress: batch.length },
        'buffered profile progress not written (retried)',
      );
      this.schedule();
      return;
    }
    for (const [key, p] of batch) if (this.progress.get(key) === p) this.progress.delete(key);
  }

  /** Forgets idle written entries, and the least recently used written ones past `maxEntries`. */
  private evict(now: number): void {
    let scanned = 0;
    for (const [key, entry] of this.sessions) {
      if (this.sessions.size <= this.maxEntries && now - entry.usedAt < this.idleMs) break;
      if (++scanned > 10_000) break;
      if (entry.unwritten === 0) this.sessions.delete(key);
    }
  }
}

const stateOf = (row: WatchSessionRow): WatchState => ({
  positionS: row.positionS,
  watchedMs: row.watchedMs,
  lastBeatAt: row.lastBeatAt,
  lastValidatedAt: row.lastValidatedAt,
});

/** What a flush writes for an entry: its state over its version, as of now. */
function snapshot(key: string, entry: BufferedWatch): Snapshot {
  const { positionS, watchedMs, lastBeatAt } = entry.state;
  return {
    key,
    entry,
    count: entry.unwritten,
    row: {
      videoId: entry.videoId,
      viewerKey: entry.viewerKey,
      version: entry.version,
      positionS,
      watchedMs,
      lastBeatAt,
      played: entry.played,
      updatedAt: entry.beatAt,
    },
  };
}
