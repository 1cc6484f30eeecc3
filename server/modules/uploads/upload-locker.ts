import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { AppContext } from '../../context';

/** Asks every node to let go of an upload (its request is cancelled, as tus's MemoryLocker does in one process). */
const RELEASE_TOPIC = 'system:uploads.release-requested';
/** Tells every node an upload's lock was let go, so a request waiting for it claims it at once. */
const RELEASED_TOPIC = 'system:uploads.released';

export interface LeaseTimes {
  /** How long a lease lasts unless renewed: a node that died holds an upload this long at most. */
  leaseMs: number;
  /** tus's own limit for the wait (MemoryLocker: 30 s), after which the request fails. */
  acquireTimeoutMs: number;
  /** A waiter claims again this often when no release was heard (a holder that died says nothing). */
  retryMs: number;
}

export const LEASE_TIMES: LeaseTimes = { leaseMs: 15_000, acquireTimeoutMs: 30_000, retryMs: 250 };

type LockerDeps = Pick<AppContext, 'db' | 'realtime' | 'logger'>;

const CLAIM = `insert into upload_locks (upload_id, holder, expires_at)
  values ($1, $2, now() + $3::int * interval '1 millisecond')
  on conflict (upload_id) do update set holder = excluded.holder, expires_at = excluded.expires_at
  where upload_locks.expires_at <= now()
  returning holder`;
const RENEW = `update upload_locks set expires_at = now() + $3::int * interval '1 millisecond'
  where upload_id = $1 and holder = $2 returning holder`;
const RELEASE = 'delete from upload_locks where upload_id = $1 and holder = $2';

/**
 * tus's lock per upload, shared by every api node: a lease row in PostgreSQL (upload_locks), one
 * statement per claim, renewal and release — no session state, so it works through PgBouncer in
 * transaction mode. A request that finds the upload held asks the holder, wherever it runs, to
 * let go (through the realtime hub's system topics) and claims again when told it was released,
 * or every `retryMs`; a holder that died leaves a lease that expires after `leaseMs`.
 */
export class LeaseLocker implements Locker {
  /** Leases this node holds: whom to cancel when another request asks for the upload. */
  readonly held = new Map<string, { token: string; requestRelease: RequestRelease }>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    readonly deps: LockerDeps,
    readonly times: LeaseTimes = LEASE_TIMES,
  ) {
    this.unsubscribe = [
      deps.realtime.subscribe(RELEASE_TOPIC, ({ uploadId, token }) => {
        const holder = typeof uploadId === 'string' ? this.held.get(uploadId) : undefined;
        if (holder && holder.token !== token) void holder.requestRelease();
      }),
      deps.realtime.subscribe(RELEASED_TOPIC, ({ uploadId }) => {
        if (typeof uploadId === 'string') for (const wake of this.waiters.get(uploadId) ?? []) wake();
      }),
    ];
  }

  newLock(id: string): Lock {
    return new LeaseLock(this, id);
  }

  close(): void {
    for (const off of this.unsubscribe) off();
  }

  async claim(id: string, token: string): Promise<boolean> {
    const { rows } = await this.deps.db.query(CLAIM, [id, token, this.times.leaseMs]);
    return rows.length === 1;
  }

  async renew(id: string, token: string): Promise<boolean> {
    const { rows } = await this.deps.db.query(RENEW, [id, token, this.times.leaseMs]);
    return rows.length === 1;
  }

  async release(id: string, token: string): Promise<void> {
    await this.deps.db.query(RELEASE, [id, token]);
    await this.deps.realtime.publish(RELEASED_TOPIC, { type: 'uploads.released', uploadId: id });
  }

  async askRelease(id: string, token: string): Promise<void> {
    await this.deps.realtime.publish(RELEASE_TOPIC, {
      type: 'uploads.release-requested',
      uploadId: id,
      token,
    });
  }

  /** Resolves after `ms`, or sooner when the upload is released or the request stops. */
  waitForRelease(id: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const wakers = this.waiters.get(id) ?? new Set();
      this.waiters.set(id, wakers);
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        wakers.delete(done);
        if (wakers.size === 0 && this.waiters.get(id) === wakers) this.waiters.delete(id);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      wakers.add(done);
    });
  }
}

class LeaseLock implements Lock {
  private readonly token = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: LeaseLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { times, deps } = this.locker;
    const deadline = performance.now() + times.acquireTimeoutMs;
    let askedAt = Number.NEGATIVE_INFINITY;
    while (!(await this.locker.claim(this.id, this.token))) {
      const now = performance.now();
      if (signal.aborted || now >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      // Asked again now and then: a holder's listener may have missed the first message.
      if (now - askedAt >= 2_000) {
        askedAt = now;
        await this.locker.askRelease(this.id, this.token).catch((err) => {
          deps.logger.warn({ err, uploadId: this.id }, 'upload release request not sent');
        });
      }
      await this.locker.waitForRelease(this.id, Math.min(times.retryMs, deadline - now), signal);
    }
    this.locker.held.set(this.id, { token: this.token, requestRelease });
    this.renewal = setInterval(() => void this.renew(requestRelease), times.leaseMs / 3);
    this.renewal.unref();
  }

  /** A lease lost (expired while the database was out of reach, then claimed) stops the request. */
  private async renew(requestRelease: RequestRelease): Promise<void> {
    const kept = await this.locker.renew(this.id, this.token).catch((err) => {
      this.locker.deps.logger.warn({ err, uploadId: this.id }, 'upload lease not renewed');
      return true; // tried again at the next beat; the lease outlives a few missed ones
    });
    if (!kept && this.renewal) {
      clearInterval(this.renewal);
      this.renewal = undefined;
      await requestRelease();
    }
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.renewal = undefined;
    if (this.locker.held.get(this.id)?.token === this.token) this.locker.held.delete(this.id);
    // A release that fails leaves a lease that expires by itself: the answer to the client stands.
    await this.locker.release(this.id, this.token).catch((err) => {
      this.locker.deps.logger.warn({ err, uploadId: this.id }, 'upload lease not released');
    });
  }
}

/** Leases left by holders that died: nobody holds them (a claim would take them over), only tidying. */
export async function sweepStaleLeases(db: AppContext['db']): Promise<void> {
  await db.query('delete from upload_locks where expires_at < now()');
}
