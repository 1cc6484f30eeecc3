/**
 * How one process works a queue: how many of its jobs run at once, how many one fetch takes, how
 * often an idle queue is polled, and whether its jobs count against the process's shared budget.
 * docs/decisions/0014-queues.md.
 */

/**
 * `critical`: jobs someone is waiting for right now (a payment's webhook events). Polled four times
 * a second and outside the shared budget, so no backlog of other jobs can hold them back.
 * `normal`: everything else; all normal queues of a process share one budget of running jobs.
 */
export type JobPriority = 'critical' | 'normal';

/** What a job definition may declare (server/jobs/registry.ts). */
export interface DeclaredWork {
  concurrency?: number;
  batchSize?: number;
  priority?: JobPriority;
}

export interface WorkSettings {
  /** Jobs of this queue running at once in this process. */
  concurrency: number;
  /**
   * Most jobs this process holds (running, or fetched and waiting for a slot); the next fetch tops
   * them up once half are done. Above `concurrency`, fetches are fewer and larger (short jobs); a
   * long job declares 1 so that no fetched job waits behind it while another worker is idle.
   */
  batchSize: number;
  /** Wait after a fetch that found fewer jobs than it asked for (the queue is drained). */
  pollIntervalMs: number;
  /** Whether the job needs a slot of the process's shared budget (normal jobs) besides its own. */
  shared: boolean;
}

export type Backend = 'pglite' | 'postgres';

interface BackendLimits {
  /** Running normal jobs of all queues together, per process. */
  sharedSlots: number;
  /** Ceiling of any one queue's concurrency. */
  maxConcurrency: number;
  defaultConcurrency: Record<JobPriority, number>;
}

/** Default batch: jobs enough for four rounds of slots, so fetches come a quarter as often as jobs. */
const BATCH_PER_SLOT = 4;
const MAX_BATCH = 100;

/**
 * PGlite runs every statement, the HTTP requests' included, one at a time on this thread: more
 * jobs at once only queue more statements in front of a request, so it stays modest there. On
 * PostgreSQL a process's jobs share its pool (10 connections) with its requests: 8 normal jobs and
 * 4 per critical queue at most. Jobs of one member wait for each other's lock on that pool too.
 */
export const BACKEND_LIMITS: Record<Backend, BackendLimits> = {
  pglite: { sharedSlots: 4, maxConcurrency: 4, defaultConcurrency: { critical: 4, normal: 2 } },
  postgres: { sharedSlots: 8, maxConcurrency: 32, defaultConcurrency: { critical: 4, normal: 4 } },
};

const POLL_INTERVAL_MS: Record<JobPriority, number> = { critical: 250, normal: 1000 };

export function workSettings(job: DeclaredWork, backend: Backend): WorkSettings {
  const limits = BACKEND_LIMITS[backend];
  const priority = job.priority ?? 'normal';
  const concurrency = clamp(job.concurrency ?? limits.defaultConcurrency[priority], limits.maxConcurrency);
  return {
    concurrency,
    batchSize: clamp(job.batchSize ?? concurrency * BATCH_PER_SLOT, MAX_BATCH),
    pollIntervalMs: POLL_INTERVAL_MS[priority],
    shared: priority === 'normal',
  };
}

const clamp = (value: number, max: number) => Math.max(1, Math.min(Math.floor(value), max));
