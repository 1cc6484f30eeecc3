import type { DatabaseHandle } from '../db/client';

export interface QueueHealth {
  queued: number;
  active: number;
  failed24h: number;
  /** The queues with the most work waiting or failed, busiest first (at most `top`). */
  queues: { name: string; queued: number; failed24h: number }[];
}

/**
 * The job queue's health read from pg-boss's own tables (schema `pgboss`, see queue.ts): jobs
 * waiting now (created, or waiting for a retry — those starting later included), running, and
 * failed in the last 24 hours (pg-boss moves finished jobs to its archive after a while, so both
 * tables are read). pg-boss stamps jobs with the database's clock, so the 24 hours are the
 * database's too, not the app's clock.
 */
export async function readQueueHealth(db: Pick<DatabaseHandle, 'query'>, top = 5): Promise<QueueHealth> {
  const { rows } = await db.query<{ name: string; queued: string; active: string; failed: string }>(
    `with recent_failures as (
       select name from pgboss.job where state = 'failed' and completed_on >= now() - interval '24 hours'
       union all
       select name from pgboss.archive where state = 'failed' and completed_on >= now() - interval '24 hours'
     ), live as (
       select name, count(*) filter (where state in ('created', 'retry')) as queued,
              count(*) filter (where state = 'active') as active
       from pgboss.job where state in ('created', 'retry', 'active') group by name
     ), failed as (select name, count(*) as failed from recent_failures group by name)
     select coalesce(l.name, f.name) as name, coalesce(l.queued, 0) as queued,
            coalesce(l.active, 0) as active, coalesce(f.failed, 0) as failed
     from live l full join failed f on f.name = l.name`,
  );
  const all = rows.map((r) => ({
    name: r.name,
    queued: Number(r.queued),
    active: Number(r.active),
    failed24h: Number(r.failed),
  }));
  const sum = (pick: (q: (typeof all)[number]) => number) => all.reduce((s, q) => s + pick(q), 0);
  return {
    queued: sum((q) => q.queued),
    active: sum((q) => q.active),
    failed24h: sum((q) => q.failed24h),
    queues: all
      .filter((q) => q.queued + q.failed24h > 0)
      .sort((a, b) => b.failed24h - a.failed24h || b.queued - a.queued || a.name.localeCompare(b.name))
      .slice(0, top)
      .map(({ name, queued, failed24h }) => ({ name, queued, failed24h })),
  };
}

/** Jobs waiting now, all queues (created, or waiting for a retry): /api/health and the metrics. */
export async function readQueuedJobs(db: Pick<DatabaseHandle, 'query'>): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    "select count(*) as n from pgboss.job where state in ('created', 'retry')",
  );
  return Number(rows[0]?.n ?? 0);
}
