import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { Slots } from './slots';
import type { WorkSettings } from './work-settings';

type Boss = Pick<PgBoss, 'fetch' | 'complete' | 'fail'>;
type FetchedJob = PgBoss.Job<unknown> & { expireInSeconds?: number | string };

/**
 * Works one queue in this process. pg-boss's own `work` waits a full polling interval after every
 * fetch, however many jobs are waiting, and settles a fetched batch as one (a failing job would
 * fail its siblings). Here a fetch takes up to `batchSize` jobs, the next fetch comes as soon as half
 * of them are done while jobs keep coming, at most `concurrency` run at once, and each job completes
 * or fails on its own.
 */
export class QueueWorker {
  private readonly own: Slots;
  /** Fetched, waiting for a slot. */
  private readonly waiting: FetchedJob[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private readonly fetching = new AbortController();
  private readonly starting = new AbortController();
  private readonly changed = new Bell();
  private readonly completions: Completions;
  private loops: Promise<unknown> = Promise.resolve();
  private wake: (() => void) | null = null;

  constructor(
    private readonly boss: Boss,
    private readonly name: string,
    private readonly settings: WorkSettings,
    /** The budget normal queues share; null for a critical queue (settings.shared false). */
    private readonly shared: Slots | null,
    private readonly handle: (job: PgBoss.Job<unknown>) => Promise<void>,
    private readonly logger: Logger,
    /** Runs several fetched jobs in one slot (JobDefinition.handleMany); each alone if it throws. */
    private readonly handleMany?: (jobs: PgBoss.Job<unknown>[]) => Promise<void>,
  ) {
    this.own = new Slots(settings.concurrency);
    this.completions = new Completions(boss, name);
  }

  start(): void {
    this.loops = Promise.all([this.fetchLoop(), this.startLoop()]);
  }

  private get inHand(): number {
    return this.waiting.length + this.running.size;
  }

  private async fetchLoop(): Promise<void> {
    const { signal } = this.fetching;
    const refillAt = Math.floor(this.settings.batchSize / 2);
    while (!signal.aborted) {
      if (this.inHand > refillAt) {
        await this.changed.wait(signal);
        continue;
      }
      // The shared budget is taken by other queues: jobs fetched now would only wait here, held
      // from other workers.
      if (this.shared && this.shared.free <= 0) {
        await this.idle(signal);
        continue;
      }
      const wanted = this.settings.batchSize - this.inHand;
      let jobs: FetchedJob[] = [];
      try {
        jobs = (await this.boss.fetch(this.name, { batchSize: wanted })) as FetchedJob[];
      } catch (error) {
        this.logger.error({ err: error, queue: this.name }, 'job fetch failed');
      }
      this.waiting.push(...jobs);
      this.changed.ring();
      // Fewer jobs than asked: the queue is drained for now.
      if (jobs.length < wanted) await this.idle(signal);
    }
  }

  /** Starts fetched jobs in order as slots free: the queue's own, and the shared budget's if normal. */
  private async startLoop(): Promise<void> {
    const { signal } = this.starting;
    while (!signal.aborted) {
      if (!this.waiting.length) {
        await this.changed.wait(signal);
        continue;
      }
      if (!(await this.own.take(signal))) break;
      if (this.shared && !(await this.shared.take(signal))) {
        this.own.give();
        break;
      }
      // Half a fetch per run at most: the other half's slot keeps working while the next fetch comes.
      const take = this.handleMany ? Math.max(1, Math.floor(this.settings.batchSize / 2)) : 1;
      this.begin(this.waiting.splice(0, take));
    }
  }

  private idle(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.settings.pollIntervalMs);
      signal.addEventListener('abort', done, { once: true });
      this.wake = done;
    });
  }

  /** Polls now instead of at the end of the idle wait (a job was just queued by this process). */
  poke(): void {
    this.wake?.();
  }

  private begin(jobs: FetchedJob[]): void {
    const run = this.runJobs(jobs).finally(() => {
      for (const job of jobs) this.running.delete(job.id);
      this.changed.ring();
    });
    for (const job of jobs) this.running.set(job.id, run);
  }

  private async runJobs(jobs: FetchedJob[]): Promise<void> {
    const failures = new Map<string, unknown>();
    try {
      if (jobs.length > 1 && this.handleMany) {
        try {
          await withinSeconds(this.handleMany(jobs), Math.min(...jobs.map(expiry)));
        } catch (error) {
          this.logger.warn(
            { err: error, queue: this.name, count: jobs.length },
            'jobs failed together; running each alone',
          );
          // Each alone, in this slot: the bad one fails, the others complete.
          for (const job of jobs) await this.runOne(job, failures);
        }
      } else await this.runOne(jobs[0]!, failures);
    } finally {
      // The slot frees as the handlers end; recording the outcomes does not hold it.
      this.shared?.give();
      this.own.give();
    }
    await Promise.all(jobs.map((job) => this.settle(job, failures.get(job.id))));
  }

  private async runOne(job: FetchedJob, failures: Map<string, unknown>): Promise<void> {
    try {
      await withinSeconds(this.handle(job), expiry(job));
    } catch (error) {
      failures.set(job.id, error || new Error('job failed'));
    }
  }

  private async settle(job: FetchedJob, failure: unknown): Promise<void> {
    if (failure)
      await this.boss
        .fail(this.name, job.id, failure as object)
        .catch((err) => this.logger.error({ err, queue: this.name, jobId: job.id }, 'job not marked failed'));
    else
      await this.completions
        .add(job.id)
        .catch((err) => this.logger.error({ err, queue: this.name, jobId: job.id }, 'job not marked done'));
  }

  /**
   * Stops fetching, lets the jobs already fetched run and waits for them up to `timeoutMs`; those
   * not done by then are failed, so they are retried (as pg-boss does with its own workers' jobs).
   */
  async stop(timeoutMs: number): Promise<void> {
    this.fetching.abort();
    const deadline = Date.now() + timeoutMs;
    while (this.inHand > 0 && Date.now() < deadline) {
      const left = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      await this.changed.wait(left);
    }
    this.starting.abort();
    await this.loops;
    const left = [...this.waiting.map((job) => job.id), ...this.running.keys()];
    this.waiting.length = 0;
    const reason = { message: 'worker stopped before the job was done' };
    await Promise.all(
      left.map((id) =>
        this.boss
          .fail(this.name, id, reason)
          .catch((err) =>
            this.logger.error({ err, queue: this.name, jobId: id }, 'unfinished job not marked failed'),
          ),
      ),
    );
  }
}

/** Wakes whoever waits for the worker's state to change (a job fetched, started or done). */
class Bell {
  private waiters: (() => void)[] = [];

  wait(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      this.waiters.push(done);
    });
  }

  ring(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * Marks finished jobs completed, several per statement when they finish together: one statement
 * per job would cost a busy queue as much as the fetches.
 */
class Completions {
  private pending: { id: string; settle: (error?: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly boss: Boss,
    private readonly name: string,
  ) {}

  add(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, settle: (error) => (error ? reject(error) : resolve()) });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.pending.length) {
      const batch = this.pending.splice(0);
      try {
        await this.boss.complete(
          this.name,
          batch.map((b) => b.id),
        );
        for (const b of batch) b.settle();
      } catch (error) {
        for (const b of batch) b.settle(error);
      }
    }
    this.flushing = false;
  }
}

const expiry = (job: FetchedJob) => Number(job.expireInSeconds ?? 15 * 60);

/** The handler's promise, or a rejection once the job's expiry has passed (pg-boss's rule). */
async function withinSeconds(promise: Promise<void>, seconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`handler execution exceeded ${seconds} s`)),
      Math.max(1, seconds) * 1000,
    );
  });
  try {
    await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
