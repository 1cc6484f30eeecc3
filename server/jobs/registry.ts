import type { z } from 'zod';
import type { JobPriority } from './work-settings';

/**
 * A named, typed background job. Handlers must be idempotent: pg-boss delivers at least once, so a
 * retry after a crash may run a job that already half-ran.
 */
export interface JobDefinition<Data, Deps> {
  name: string;
  schema: z.ZodType<Data>;
  /** `run` is given by the worker; a direct call (a reaction reusing a job's code) may leave it out. */
  handle(deps: Deps, data: Data, run?: JobRun): Promise<void>;
  /**
   * Several deliveries in one go (one transaction for all, say), for queues that carry a job per
   * view: the worker hands it up to half a fetch at a time. When it throws, the worker runs each
   * delivery alone through `handle`, so one bad job fails alone and the others still complete.
   */
  handleMany?(deps: Deps, deliveries: readonly Delivery<Data>[]): Promise<void>;
  retryLimit?: number;
  retryDelayS?: number;
  expireInS?: number;
  /** Cron (5 fields) and time zone for recurring jobs, e.g. the nightly payout at 00:00 Europe/Paris. */
  schedule?: { cron: string; tz: string };
  /** Jobs of this queue handled at once by one worker process (defaults per backend: work-settings.ts). */
  concurrency?: number;
  /** Most jobs a worker process holds, running or fetched (default 4 × concurrency; 1 for long jobs). */
  batchSize?: number;
  /** `critical` for jobs someone is waiting for now: never held back by other queues' backlogs. */
  priority?: JobPriority;
  /**
   * An event's own job: the jobs of its reactions. Sending the event queues these directly (one
   * insert, in the emitter's transaction); the event's job itself only runs for occurrences queued
   * as one job before (older versions), and fans out then.
   */
  fansOutTo?: readonly JobRef<Data>[];
}

/** The delivery a handler runs: pg-boss's id, the same on every retry of that job. */
export interface JobRun {
  id: string;
}

/** One delivered job: its data and its run. */
export interface Delivery<Data> {
  data: Data;
  run: JobRun;
  /** The request that queued it, if any: what a batch handler passes on to the jobs it queues per delivery. */
  requestId?: string;
}

export function defineJob<Data, Deps>(definition: JobDefinition<Data, Deps>): JobDefinition<Data, Deps> {
  return definition;
}

/** What is needed to queue a job: its name and the schema of its data (jobs and events alike). */
export interface JobRef<Data> {
  name: string;
  schema: z.ZodType<Data>;
}

/**
 * A domain moment (`videos.published`, `views.added`, later `billing.event-received`,
 * `moderation.decided`): the module where it happens queues it in the transaction that made it
 * happen; other modules react to it without the emitter importing them (docs/decisions/0005).
 */
export interface DomainEvent<Data> extends JobRef<Data> {
  readonly kind: 'event';
}

export function defineEvent<Data>(name: string, schema: z.ZodType<Data>): DomainEvent<Data> {
  return { kind: 'event', name, schema };
}

/**
 * One module's reaction to an event, run as its own job (see eventJob). Must be idempotent: its job
 * may be retried after a crash half-way.
 */
export interface Reaction<Data, Deps> {
  /** `module.verb` of the module that reacts (e.g. 'subscriptions.notify-subscribers'). */
  name: string;
  handle(deps: Deps, data: Data): Promise<void>;
  /** Several occurrences at once (see JobDefinition.handleMany); `handle` stays the one-by-one path. */
  handleMany?(deps: Deps, data: readonly Data[]): Promise<void>;
  /** Retries of this reaction's job (5 by default), its delay and expiry: see JobDefinition. */
  retryLimit?: number;
  retryDelayS?: number;
  expireInS?: number;
  /** How its queue is worked (see JobDefinition), for reactions that run once per view. */
  concurrency?: number;
  batchSize?: number;
}

/** What an event's job needs of its deps to fan out: the queue (AppContext's JobQueue). */
export interface FanOutDeps {
  queue: {
    send<D>(job: JobRef<D>, data: D, options?: { dedupKey?: string }): Promise<string | null>;
    sendMany<D>(
      job: JobRef<D>,
      jobs: readonly { data: D; dedupKey: string; requestId?: string }[],
    ): Promise<void>;
  };
}

/**
 * The job of a reaction to an event: `<event module>-<event verb>.<reaction verb>`, e.g.
 * `videos-published.notify-subscribers` (job names are `module.verb`; assertUniqueJobs refuses two
 * reactions of one event with the same verb).
 */
export function reactionJobName(event: { name: string }, reaction: { name: string }): string {
  return `${event.name.replace('.', '-')}.${reaction.name.slice(reaction.name.indexOf('.') + 1)}`;
}

/**
 * An event's jobs, built by the registry (all-jobs.ts) from the manifests: the event's own job, queued by the
 * emitter in its transaction, fans out one job per reaction; each reaction's job is retried alone,
 * with its own limit, and fails in the log under its own name — a failing reaction neither re-runs
 * the others nor keeps them waiting. The fan-out is keyed by the event job's id, so a re-delivered
 * event queues nothing twice while another occurrence of the same event is delivered again. Reactions
 * run in no particular order: steps whose order matters form one reaction (inOrder).
 */
export function eventJob<Data, Deps extends FanOutDeps>(
  event: DomainEvent<Data>,
  reactions: readonly Reaction<Data, Deps>[],
): JobDefinition<Data, Deps>[] {
  const reactionJobs = reactions.map(
    (reaction): JobDefinition<Data, Deps> => ({
      name: reactionJobName(event, reaction),
      schema: event.schema,
      retryLimit: reaction.retryLimit ?? 5,
      retryDelayS: reaction.retryDelayS,
      expireInS: reaction.expireInS,
      concurrency: reaction.concurrency,
      batchSize: reaction.batchSize,
      handle: (deps, data) => reaction.handle(deps, data),
      handleMany: reaction.handleMany
        ? (deps, deliveries) =>
            reaction.handleMany!(
              deps,
              deliveries.map((d) => d.data),
            )
        : undefined,
    }),
  );
  const fanOut: JobDefinition<Data, Deps> = {
    name: event.name,
    schema: event.schema,
    retryLimit: 5,
    fansOutTo: reactionJobs,
    handle: async (deps, data, run) => {
      if (!run) throw new Error(`${event.name}: fanning out needs the event job's id (its dedup key)`);
      for (const job of reactionJobs) await deps.queue.send(job, data, { dedupKey: run.id });
    },
    // A burst of events (a view validated per heartbeat round) fans out in one insert per reaction.
    handleMany: async (deps, deliveries) => {
      for (const job of reactionJobs)
        await deps.queue.sendMany(
          job,
          // Each reaction's job under the request of its own occurrence, not the batch's.
          deliveries.map(({ data, run, requestId }) => ({ data, dedupKey: run.id, requestId })),
        );
    },
  };
  return [fanOut, ...reactionJobs];
}

/**
 * One reaction made of steps that must run in this order, one after the other (each idempotent: a
 * retry runs them all again from the first). A failing step stops the rest, and the job's failure
 * names it.
 */
export function inOrder<Data, Deps>(
  name: string,
  steps: readonly Reaction<Data, Deps>[],
  limits: Pick<Reaction<Data, Deps>, 'retryLimit' | 'retryDelayS' | 'expireInS'> = {},
): Reaction<Data, Deps> & { steps: readonly Reaction<Data, Deps>[] } {
  return {
    name,
    ...limits,
    steps,
    handle: async (deps, data) => {
      for (const step of steps) {
        try {
          await step.handle(deps, data);
        } catch (error) {
          throw new Error(`${name}: step ${step.name} failed: ${(error as Error)?.message ?? error}`, {
            cause: error,
          });
        }
      }
    },
  };
}

/**
 * Refuses to boot when two jobs share a name: a duplicate would silently steal the other's work.
 * Sending a job whose name is not registered also fails (JobQueue.send), so nothing is queued
 * that no worker would ever run.
 */
export function assertUniqueJobs(definitions: readonly { name: string }[]): void {
  const seen = new Set<string>();
  for (const { name } of definitions) {
    if (!/^[a-z][a-z-]*\.[a-z][a-z-]*$/.test(name)) throw new Error(`Job name "${name}" is not module.verb`);
    if (seen.has(name)) throw new Error(`Job "${name}" is registered twice`);
    seen.add(name);
  }
}
