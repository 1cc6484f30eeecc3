import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { withSchemaLock } from '../db/migrate';
import type { Metrics, PoolStats } from '../metrics/metrics';
import { tagWithRequestId, untagRequestId, withRequestId } from '../request-id';
import { QueueWorker } from './queue-worker';
import { assertUniqueJobs, type JobDefinition, type JobRef } from './registry';
import { Slots } from './slots';
import { BACKEND_LIMITS, workSettings } from './work-settings';

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of many data types
type AnyJob<Deps> = JobDefinition<any, Deps>;

/**
 * The PostgreSQL-backed job queue (pg-boss). On PGlite it shares the embedded engine through
 * pg-boss's `db` adapter; on PostgreSQL it opens its own small pool.
 */
export class JobQueue<Deps> {
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, AnyJob<Deps>>();
  private readonly workers = new Map<string, QueueWorker>();
  /** The running normal jobs of every queue of this process (critical ones are outside it). */
  private readonly sharedSlots: Slots;
  private started = false;
  private readonly metrics: Metrics | undefined;

  constructor(
    private readonly db: DatabaseHandle,
    definitions: readonly AnyJob<Deps>[],
    private readonly logger: Logger,
    options: { sharedSlots?: number; metrics?: Metrics } = {},
  ) {
    this.metrics = options.metrics;
    this.sharedSlots = new Slots(options.sharedSlots ?? BACKEND_LIMITS[db.kind].sharedSlots);
    assertUniqueJobs(definitions);
    for (const job of definitions) this.jobs.set(job.name, job);
    const common = { schema: 'pgboss', migrate: true, monitorStateIntervalSeconds: 60 } as const;
    this.boss = db.pglite
      ? new PgBoss({
          ...common,
          db: {
            executeSql: async (text: string, values: unknown[]) => {
              // PGlite's query() takes one statement; pg-boss sends multi-statement scripts unparameterised.
              if (values?.length) return db.pglite!.query(text, values);
              const results = await db.pglite!.exec(text);
              return { rows: results.at(-1)?.rows ?? [] };
            },
          },
        })
      : new PgBoss({ ...common, connectionString: db.connectionString, max: 6 });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
    // pg-boss's own pool (PostgreSQL only: on PGlite it goes through the app's engine).
    if (!db.pglite) options.metrics?.watchPool('jobs', () => this.poolStats());
  }

  /** pg-boss's own pool (opened by start(), PostgreSQL only), or null. */
  poolStats(): PoolStats | null {
    const pool = (this.boss.getDb() as { pool?: pg.Pool }).pool;
    if (!pool || pool.ending) return null;
    return {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    };
  }

  /**
   * Installs pg-boss's tables if needed and creates one queue per registered job, under the schema
   * lock on PostgreSQL (nodes starting together on a new database would deadlock in create_queue).
   */
  async start(): Promise<void> {
    if (this.started) return;
    try {
      // The lock on a session connection; pg-boss itself may go through a transaction pooler (its
      // statements are unnamed, its own locks pg_advisory_xact_lock).
      const direct = this.db.directConnectionString ?? this.db.connectionString;
      if (direct) await withSchemaLock(direct, () => this.install());
      else await this.install();
    } catch (error) {
      // pg-boss's timers are running: a failed start must not keep the process alive.
      await this.boss.stop({ graceful: false, close: true }).catch(() => {});
      throw error;
    }
    this.started = true;
  }

  private async install(): Promise<void> {
    await this.boss.start();
    for (const job of this.jobs.values()) {
      const options = {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelayS ?? 30,
        retryBackoff: true,
        expireInSeconds: job.expireInS ?? 15 * 60,
      };
      if (await this.boss.getQueue(job.name)) await this.boss.updateQueue(job.name, options);
      else await this.boss.createQueue(job.name, options);
    }
  }

  /**
   * Queues a job after validating its data against the job's schema. Returns the job id, or null
   * when a job with the same dedupKey is already queued. `db` sends it on a caller's transaction.
   * An event queues its reactions' jobs directly (one insert, keyed by the occurrence: the dedupKey
   * or a fresh id), not a job that would queue them: half the job traffic of an event sent per view.
   * For an event the id returned names the occurrence (no job has it), and is never null.
   */
  async send<Data>(
    job: JobRef<Data>,
    data: Data,
    options: { db?: PgBoss.Db; dedupKey?: string; startAfterS?: number } = {},
  ): Promise<string | null> {
    const registered = this.jobs.get(job.name);
    if (!registered) throw new Error(`Job "${job.name}" is not registered`);
    // The request queuing it (or the job it runs in) travels with it: the worker logs under its id.
    const payload = tagWithRequestId(registered.schema.parse(data) as object);
    if (registered.fansOutTo) {
      const occurrence = options.dedupKey ?? randomUUID();
      await this.boss.insert(
        registered.fansOutTo.map((reaction) => ({
          id: dedupId(reaction.name, occurrence),
          name: reaction.name,
          data: payload,
          startAfter: options.startAfterS === undefined ? undefined : String(options.startAfterS),
        })),
        { db: options.db },
      );
      if (!options.db) for (const reaction of registered.fansOutTo) this.workers.get(reaction.name)?.poke();
      return dedupId(job.name, occurrence);
    }
    const id = await this.boss.send(job.name, payload, {
      db: options.db,
      startAfter: options.startAfterS,
      // pg-boss inserts with ON CONFLICT DO NOTHING: a deterministic id makes the key a dedup key.
      id: options.dedupKey ? dedupId(job.name, options.dedupKey) : undefined,
    });
    if (!id && !options.dedupKey) throw new Error(`Job "${job.name}" was not queued`);
    // Visible at once (not inside a caller's transaction): this process's worker need not wait its poll.
    if (id && !options.db) this.workers.get(job.name)?.poke();
    return id;
  }

  /**
   * Queues many jobs of one kind in one statement, each with its dedup key (a job already queued
   * under its key is skipped): a burst of events fans out at the cost of one insert per reaction.
   */
  async sendMany<Data>(
    job: JobRef<Data>,
    jobs: readonly { data: Data; dedupKey: string; requestId?: string }[],
  ): Promise<void> {
    const registered = this.jobs.get(job.name);
    if (!registered) throw new Error(`Job "${job.name}" is not registered`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      jobs.map(({ data, dedupKey, requestId }) => ({
        id: dedupId(job.name, dedupKey),
        name: job.name,
        // A batch handler names each job's request; without one, the current scope's (a request's, a job's).
        data: tagWithRequestId(registered.schema.parse(data) as object, requestId),
      })),
    );
    this.workers.get(job.name)?.poke();
  }

  /**
   * Starts handling every registered job in this process (settings per queue: work-settings.ts),
   * and registers recurring schedules.
   */
  async work(deps: Deps): Promise<void> {
    for (const job of this.jobs.values()) {
      if (this.workers.has(job.name)) continue;
      const settings = workSettings(job, this.db.kind);
      const handleMany = job.handleMany;
      const worker = new QueueWorker(
        this.boss,
        job.name,
        settings,
        settings.shared ? this.sharedSlots : null,
        async (raw) => {
          const { data: stored, requestId } = untagRequestId(raw.data);
          const log = this.logger.child({ job: job.name, jobId: raw.id, ...(requestId && { requestId }) });
          const started = performance.now();
          // In its request's scope: the handler's own lines and the jobs it queues carry the id too.
          await withRequestId(requestId, async () => {
            log.debug('job started');
            try {
              await job.handle(deps, job.schema.parse(stored), { id: raw.id });
              this.recordRuns(job.name, 'completed', started, 1);
              log.debug('job done');
            } catch (error) {
              this.recordRuns(job.name, 'failed', started, 1);
              log.warn({ err: error }, 'job failed');
              throw error;
            }
          });
        },
        this.logger,
        handleMany &&
          (async (raws) => {
            const started = performance.now();
            // A job whose data does not parse throws here: the worker then runs each alone, and that one fails.
            const deliveries = raws.map((raw) => {
              const { data, requestId } = untagRequestId(raw.data);
              return { data: job.schema.parse(data), run: { id: raw.id }, requestId };
            });
            // The batch's lines name every request behind it; one request's batch runs in its scope.
            const requestIds = [...new Set(deliveries.map((d) => d.requestId))];
            const log = this.logger.child({
              job: job.name,
              jobIds: raws.map((raw) => raw.id),
              ...(requestIds.some(Boolean) && { requestIds: requestIds.filter(Boolean) }),
            });
            const shared = requestIds.length === 1 ? requestIds[0] : undefined;
            await withRequestId(shared, async () => {
              log.debug({ count: raws.length }, 'jobs started together');
              await handleMany(deps, deliveries);
              this.recordRuns(job.name, 'completed', started, raws.length);
              log.debug({ count: raws.length }, 'jobs done together');
            });
          }),
      );
      this.workers.set(job.name, worker);
      worker.start();
      if (job.schedule) await this.boss.schedule(job.name, job.schedule.cron, {}, { tz: job.schedule.tz });
    }
  }

  /** Runs that ended now, begun at `started` (performance.now()); together, each is counted. */
  private recordRuns(name: string, outcome: 'completed' | 'failed', started: number, count: number): void {
    if (!this.metrics) return;
    const labels = { job: name, outcome };
    this.metrics.jobRuns.inc(labels, count);
    const seconds = (performance.now() - started) / 1000;
    for (let i = 0; i < count; i++) this.metrics.jobDuration.observe(labels, seconds);
  }

  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    return (await this.boss.getSchedules()) as never;
  }

  async jobState(name: string, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(name, id);
    return job?.state ?? null;
  }

  /** Health: the queue answers a query. */
  async check(): Promise<void> {
    await this.boss.getQueue([...this.jobs.keys()][0] ?? 'none');
  }

  /**
   * Stops fetching new jobs and waits for running ones (20 s at most; those still running are failed,
   * hence retried), without closing the shared DB.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    await Promise.all([...this.workers.values()].map((worker) => worker.stop(20_000)));
    this.workers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000, close: true });
    this.started = false;
  }
}

/** A UUID derived from the job name and key (pg-boss ids are UUIDs). */
function dedupId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
