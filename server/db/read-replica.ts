import type pg from 'pg';

/**
 * Which server a lag-tolerant read goes to (DATABASE_READ_URL, docs/decisions/0039-scale-out.md).
 *
 * Every `probeMs` the node notes the primary's WAL position with the time just before asking, then
 * how far the replica has replayed. When the replica has replayed past a position noted at time t,
 * everything the primary had committed before t is visible there: the replica is "fresh as of" t.
 * A read that must see the commits before some moment (`since`: a member's last write, the last
 * change announced to a cache) goes to the replica only if it is fresh as of that moment; any read
 * goes to the primary once the replica is more than `maxLagMs` behind, or from the first probe it
 * does not answer.
 *
 * Times are this process's real time (Date.now), not the app's clock: they are compared with the
 * databases' progress, which fake clocks in tests do not move.
 */
export class ReadReplicaRouter<D> {
  private samples: { at: number; lsn: bigint }[] = [];
  private freshAsOf = Number.NEGATIVE_INFINITY;
  private readonly timer: NodeJS.Timeout;
  private probing: Promise<void> | null = null;

  constructor(
    private readonly primary: { db: D; pool: pg.Pool },
    private readonly replica: { db: D; pool: pg.Pool },
    private readonly opts: { maxLagMs: number; probeMs?: number },
  ) {
    this.timer = setInterval(() => void this.probe(), opts.probeMs ?? 500);
    this.timer.unref();
    void this.probe();
  }

  /** The replica's database when it holds every commit made before `since` (ms), else the primary's. */
  read(since?: number): D {
    const now = Date.now();
    const needed = Math.max(since ?? Number.NEGATIVE_INFINITY, now - this.opts.maxLagMs);
    return this.freshAsOf >= needed ? this.replica.db : this.primary.db;
  }

  /** Measures again now (tests, and the first read after start waits for it). */
  probe(): Promise<void> {
    this.probing ??= this.measure().finally(() => {
      this.probing = null;
    });
    return this.probing;
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async measure(): Promise<void> {
    try {
      const at = Date.now();
      const primary = await this.primary.pool.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      this.samples.push({ at, lsn: parseLsn(primary.rows[0]!.lsn) });
      // A replica that is really a primary (an operator's mistake, or a promoted one) is always fresh.
      const replica = await this.replica.pool.query<{ lsn: string }>(
        `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as lsn`,
      );
      const replayed = replica.rows[0]?.lsn ? parseLsn(replica.rows[0].lsn) : -1n;
      const caughtUp = this.samples.filter((s) => s.lsn <= replayed);
      if (caughtUp.length > 0) this.freshAsOf = Math.max(this.freshAsOf, caughtUp.at(-1)!.at);
      // Older samples than the newest reached are of no more use; keep a bounded backlog otherwise.
      this.samples = this.samples.filter((s) => s.lsn > replayed).slice(-1000);
    } catch {
      // A server that does not answer: nothing more is read from the replica until it does again
      // (the requests already sent to it fail).
      this.freshAsOf = Number.NEGATIVE_INFINITY;
    }
  }
}

/** `16/B374D848` → a comparable number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split('/');
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}
