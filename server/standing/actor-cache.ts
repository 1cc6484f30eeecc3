import type { LRUCache } from 'lru-cache';
import { clockedLru } from '../cache/clocked-lru';
import { type Clock, systemClock } from '../clock';
import { dropOn } from '../realtime/drop-on';
import type { RealtimeHub } from '../realtime/hub';
import { MEMBER_TOPIC } from './access-version';
import type { Actor } from './actor';

interface Entry {
  actor: Actor;
  /** The session's own end (ms, Better Auth's wall clock): an entry never outlives it. */
  expiresAt: number;
  /** When the member's standing changes by itself (ms on the app's clock: a plan or sanction ends). */
  standingUntil: number;
  /** Viewer profile per profile cookie value ('' = none), resolved on first need. */
  profiles: Map<string, string>;
}

/**
 * Per-node cache of who a session cookie belongs to, so a signed-in request reads no session,
 * role or plan row (issue 10: signed in within 20 % of signed out). An entry is keyed by the
 * session cookie's whole signed value — only a value Better Auth accepted once is ever stored —
 * and is dropped on every node the moment the member's sessions, standing or profiles change
 * (sign-out, revoked sessions, new password, two-factor, account deletion, a role, Premium starting
 * or ending, a sanction: MEMBER_TOPIC), re-read at most every `ttlMs` (on the app's clock)
 * in case a notification was missed, and never kept past the session's expiry. Bounded, least
 * recently used first out.
 */
export class ActorCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Reads under way per key, with the epoch each began at (see `shareRead`). */
  private readonly reading = new Map<string, { since: number; actor: Promise<Actor | null> }>();
  private readonly unsubscribe: () => void;
  /**
   * Moves on at every announcement: a read that started before one may hold what it revoked (a
   * session read just before its sign-out), so it is never stored (see `since`).
   */
  private epoch = 0;

  constructor(
    deps: { realtime: RealtimeHub; clock: Clock },
    opts: { ttlMs?: number; maxEntries?: number } = {},
  ) {
    this.entries = clockedLru(deps.clock, { max: opts.maxEntries ?? 50_000, ttlMs: opts.ttlMs ?? 15_000 });
    this.unsubscribe = dropOn(
      deps.realtime,
      [MEMBER_TOPIC],
      (event) => {
        this.epoch++;
        if (event.userId === '*') this.entries.clear();
        else if (typeof event.userId === 'string') this.forgetMember(event.userId);
      },
      () => {
        this.epoch++;
        this.entries.clear();
      },
    );
  }

  /** `clockMs`: the app's clock, on which plans and sanctions end (and entries age). */
  get(key: string, clockMs: number): Actor | null {
    return this.live(key, clockMs)?.actor ?? null;
  }

  /**
   * The read of `key` under way, else `read()`: when an entry expires under load, the requests of
   * one session wait for one read instead of each reading the session, roles and plan again. Only
   * a read that began after the last announcement is shared: one from before may hold what the
   * announcement revoked (a Premium that just ended, a session just signed out).
   */
  shareRead(key: string, read: () => Promise<Actor | null>): Promise<Actor | null> {
    const shared = this.reading.get(key);
    if (shared && shared.since === this.epoch) return shared.actor;
    const pending = { since: this.epoch, actor: read() };
    this.reading.set(key, pending);
    const done = () => {
      if (this.reading.get(key) === pending) this.reading.delete(key);
    };
    pending.actor.then(done, done);
    return pending.actor;
  }

  /** Where the announcements stand: take it before reading, and hand it to `set`. */
  since(): number {
    return this.epoch;
  }

  /** Stores what a read that began at `since` found, unless an announcement came in meanwhile. */
  set(
    key: string,
    actor: Actor,
    until: { sessionExpiresAt: number; standingUntil: number },
    since: number,
  ): void {
    if (since !== this.epoch) return;
    this.entries.set(key, {
      actor,
      expiresAt: until.sessionExpiresAt,
      standingUntil: until.standingUntil,
      profiles: new Map(),
    });
  }

  profileOf(key: string, profileCookie: string, clockMs: number): string | null {
    return this.live(key, clockMs)?.profiles.get(profileCookie) ?? null;
  }

  rememberProfile(key: string, profileCookie: string, profileId: string, since: number): void {
    if (since !== this.epoch) return;
    this.entries.get(key)?.profiles.set(profileCookie, profileId);
  }

  private live(key: string, clockMs: number): Entry | null {
    const entry = this.entries.get(key); // undefined once older than the TTL
    if (!entry) return null;
    // Better Auth dates sessions on the wall clock and ends them by it: so does this check.
    if (systemClock.now().getTime() >= entry.expiresAt || clockMs >= entry.standingUntil) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  private forgetMember(userId: string): void {
    const keys = [...this.entries.entries()].filter(([, e]) => e.actor.userId === userId).map(([k]) => k);
    for (const key of keys) this.entries.delete(key);
  }

  close(): void {
    this.unsubscribe();
  }
}
