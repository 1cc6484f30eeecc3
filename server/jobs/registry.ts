import type { z } from 'zod';
import type { JobPriority } from './work-settings';

/**
 * A named, typed background job. Handlers must be idempotent: pg-boss delivers at least once, so a
 * retry after a crash may run a job that already half-ran.
 */
export interface JobDefinition<Data, Deps> {
  name: string;
  schema: z.ZodType<Data>;
  handle(deps: Deps, data: Data): Promise<void>;
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
 * A domain moment (`videos.published`, `views.validated`, later `billing.event-received`,
 * `moderation.decided`): the module where it happens queues it in the transaction that made it
 * happen; other modules react to it without the emitter importing them (docs/decisions/0005).
 */
export interface DomainEvent<Data> extends JobRef<Data> {
  readonly kind: 'event';
}

export function defineEvent<Data>(name: string, schema: z.ZodType<Data>): DomainEvent<Data> {
  return { kind: 'event', name, schema };
}

/** One module's reaction to an event. Must be idempotent: an event may be delivered twice. */
export interface Reaction<Data, Deps> {
  /** What it does, for the logs (e.g. 'subscriptions.notify-subscribers'). */
  name: string;
  handle(deps: Deps, data: Data): Promise<void>;
}

/**
 * The job that delivers an event to its reactions, wired in the composition root (all-jobs.ts), one
 * after the other; a failing reaction retries the delivery (hence idempotent reactions).
 */
export function eventJob<Data, Deps>(
  event: DomainEvent<Data>,
  reactions: readonly Reaction<Data, Deps>[],
): JobDefinition<Data, Deps> {
  return {
    name: event.name,
    schema: event.schema,
    retryLimit: 5,
    handle: async (deps, data) => {
      for (const reaction of reactions) await reaction.handle(deps, data);
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
