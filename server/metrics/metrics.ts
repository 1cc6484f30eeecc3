import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { readQueuedJobs } from '../jobs/queue-health';

/** A scrape never waits longer than this on the database (a saturated pool, a server gone). */
const SCRAPE_QUERY_TIMEOUT_MS = 1000;

export type PoolStats = ReturnType<NonNullable<DatabaseHandle['poolStats']>>;
type PoolName = 'app' | 'jobs' | 'replica';

/**
 * This process's Prometheus figures: one registry per process (per context in tests), built here
 * only. Labels have bounded values: route templates, job names, rendition heights — never a URL or
 * an id. Exposed by `GET /metrics` on the api (metrics.routes.ts) and METRICS_PORT on a worker.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'kinora_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status class (2xx, 4xx…), in seconds',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'kinora_jobs_total',
    help: 'Job runs by job name and outcome (completed, failed: a failed run may be retried)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'kinora_job_duration_seconds',
    help: 'Job runs by job name and outcome, in seconds',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });

  readonly transcodeDuration = new Histogram({
    name: 'kinora_transcode_duration_seconds',
    help: 'ffmpeg runs making HLS renditions, by the heights one run made ("240", "360+480"), in seconds',
    labelNames: ['heights'] as const,
    buckets: [5, 15, 30, 60, 120, 300, 600, 1200, 1800, 3600],
    registers: [this.registry],
  });

  readonly realtimeConnections = new Gauge({
    name: 'kinora_realtime_connections',
    help: 'Open realtime WebSockets on this process',
    registers: [this.registry],
  });

  constructor(options: { db?: DatabaseHandle; defaultMetrics?: boolean } = {}) {
    if (options.defaultMetrics) collectDefaultMetrics({ register: this.registry });
    if (options.db) this.watchDatabase(options.db);
  }

  /** Each connection pool of this process by name, read at scrape time (null: not open yet, or closed). */
  private readonly pools = new Map<PoolName, () => PoolStats | null>();

  /**
   * Gauges a pool under `pool="<name>"`: the app's (`app`), the read replica's (`replica`,
   * DATABASE_READ_URL) and pg-boss's own (`jobs`, JobQueue), so
   * that summing a gauge over its pools gives what the process holds of PostgreSQL's connections.
   */
  watchPool(name: PoolName, read: () => PoolStats | null): void {
    if (this.pools.size === 0) this.poolGauges();
    this.pools.set(name, read);
  }

  private poolGauges(): void {
    const pools = this.pools;
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [pool, stats] of pools) {
            const s = stats();
            if (s) this.set({ pool }, read(s));
          }
        },
      });
    gauge(
      'kinora_db_pool_connections',
      'Connections this process holds open to PostgreSQL, by pool (app, replica, jobs)',
      (s) => s.total,
    );
    gauge('kinora_db_pool_idle_connections', 'Open connections not in use, by pool', (s) => s.idle);
    gauge(
      'kinora_db_pool_waiting_clients',
      'Queries waiting for a connection (pool saturated), by pool',
      (s) => s.waiting,
    );
    gauge('kinora_db_pool_max_connections', 'The pool size, by pool', (s) => s.max);
  }

  /** Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /**
   * Gauges read at scrape time. A database that does not answer (down, or its pool saturated for
   * a second) never fails the scrape: its figures read NaN, which no alert threshold matches.
   */
  private watchDatabase(db: DatabaseHandle): void {
    if (db.poolStats) this.watchPool('app', db.poolStats);
    if (db.replicaPoolStats) this.watchPool('replica', db.replicaPoolStats);
    if (db.kind === 'postgres')
      new Gauge({
        name: 'kinora_notify_queue_usage',
        help: "Fraction of PostgreSQL's NOTIFY queue in use (pg_notification_queue_usage; 1 = full, NOTIFY fails)",
        // The same server's figure, whichever process read it: never summed across processes.
        aggregator: 'max',
        registers: [this.registry],
        async collect() {
          this.set((await readNotifyQueueUsage(db)) ?? Number.NaN);
        },
      });
    new Gauge({
      name: 'kinora_jobs_queued',
      help: 'Jobs waiting in the queue (created or waiting for a retry), all queues',
      aggregator: 'max',
      registers: [this.registry],
      async collect() {
        this.set((await readOrNull(readQueuedJobs(db))) ?? Number.NaN);
      },
    });
  }
}

/** `pg_notification_queue_usage()` on PostgreSQL (0 to 1); null on PGlite or when it does not answer. */
export async function readNotifyQueueUsage(
  db: Pick<DatabaseHandle, 'kind' | 'query'>,
): Promise<number | null> {
  if (db.kind !== 'postgres') return null;
  const rows = await readOrNull(
    db.query<{ usage: number }>('select pg_notification_queue_usage()::float8 as usage').then((r) => r.rows),
  );
  return rows?.[0] ? Number(rows[0].usage) : null;
}

/** The answer, or null when the query fails or takes longer than a scrape may wait. */
export async function readOrNull<T>(query: Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SCRAPE_QUERY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
