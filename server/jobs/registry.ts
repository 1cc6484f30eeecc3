import type { z } from 'zod';

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
  /** Jobs handled at once by one worker process. */
  concurrency?: number;
}

export function defineJob<Data, Deps>(definition: JobDefinition<Data, Deps>): JobDefinition<Data, Deps> {
  return definition;
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
