import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { AppContext } from '../server/context';
import { videoViews } from '../server/db/schema';
import { withTransaction } from '../server/db/with-transaction';
import { JobQueue } from '../server/jobs/queue';
import { eventJob } from '../server/jobs/registry';
import { postCredits } from '../server/modules/earnings/commands/post-credits';
import { postCreditsJob } from '../server/modules/earnings/jobs/post-credits.job';
import { countNewViewsReaction } from '../server/modules/earnings/reactions/credit-paid-view';
import { announceViewsAdded } from '../server/modules/videos/commands/announce-views';
import { viewsAdded } from '../server/modules/videos/videos.public';

/**
 * The earnings bench's pieces (bench/earnings.bench.ts): paid views through the real reaction with
 * the real post-credits job draining them, and queued credits seeded set-based then posted by the
 * real post-credits command (so every ledger row, chain link and roll-up cell is the module's own).
 */

export const load = () => `load ${loadavg()[0]!.toFixed(1)}`;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000).toLocaleString('en');

async function one<T>(ctx: AppContext, text: string): Promise<T> {
  const { rows } = await ctx.db.query<Record<string, T>>(text);
  return Object.values(rows[0]!)[0] as T;
}
export const headSeq = async (ctx: AppContext) =>
  Number(await one(ctx, 'select coalesce(max(seq), 0) from ledger_entries'));
const unposted = async (ctx: AppContext) =>
  Number(await one(ctx, 'select count(*) from earnings_unposted_credits'));

/**
 * The jobs a paid view goes through, worked in this process (the node that runs jobs), as in
 * production: the `views.added` announcements (one a second), the earnings reader's job that reads
 * the new validated views by cursor (the only reaction here), and the post-credits job it queues (one
 * per second, started 2 s later).
 */
export async function startCreditWorker(ctx: AppContext): Promise<JobQueue<AppContext>> {
  const queue = new JobQueue<AppContext>(
    ctx.db,
    [...eventJob(viewsAdded, [countNewViewsReaction]), postCreditsJob],
    ctx.logger,
  );
  await queue.start();
  await queue.work(ctx);
  return queue;
}

export interface CreditRun {
  views: number;
  /** From the first view validated to the last one's event queued. */
  reactionsMs: number;
  /** From the first reaction to the last view's ledger entry. */
  endToEndMs: number;
}

/**
 * Paid views for `creators` creators (one video each), validated one at a time by `concurrency`
 * callers, at `perSecond` if given, for `seconds`: each its `video_views` row and the
 * once-a-second announcement; the worker (startCreditWorker) carries them through; then waits until
 * every one is in the ledger.
 * Every view pays (Premium viewer, monetized 5-minute video).
 */
export async function creditFor(
  ctx: AppContext,
  opts: { seconds: number; creators: number; concurrency: number; prefix: string; perSecond?: number },
): Promise<CreditRun> {
  const videos = Array.from({ length: opts.creators }, () => randomUUID());
  const seq0 = await headSeq(ctx);
  const start = performance.now();
  const deadline = start + opts.seconds * 1000;
  let views = 0;
  // The once-a-second announcement, as the watch path queues it (outside a transaction here).
  let announced = -1;
  const announce = async () => {
    const second = Math.floor(Date.now() / 1000);
    if (second === announced) return;
    announced = second;
    await withTransaction(ctx, (scope) => announceViewsAdded(ctx.db, scope));
  };
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline) {
        // Paced (perSecond): the n-th view is not sent before its time; otherwise as fast as it goes.
        if (opts.perSecond) {
          const due = start + (views / opts.perSecond) * 1000;
          if (due > performance.now()) await sleep(due - performance.now());
          if (performance.now() >= deadline) break;
        }
        const n = views++;
        // The view's own write (one statement, as the old bench's one job insert per view); the
        // heartbeat that validates it writes it in its transaction whether or not earnings exist.
        await ctx.db.db.insert(videoViews).values({
          videoId: videos[n % opts.creators]!,
          ownerId: `${opts.prefix}-${n % opts.creators}`,
          viewerKey: `u:viewer-${n}`,
          viewerUserId: `viewer-${n}`,
          viewerPremium: true,
          videoPublic: true,
          videoMonetized: true,
          videoDurationS: 300,
          validatedAt: ctx.clock.now(),
        });
        await announce();
      }
    }),
  );
  const reactionsMs = performance.now() - start;
  while ((await headSeq(ctx)) - seq0 < views || (await unposted(ctx)) > 0) await sleep(10);
  return { views, reactionsMs, endToEndMs: performance.now() - start };
}

/**
 * Queues `count` credits set-based (what `count` reactions would have queued, with their validated
 * views counted in the roll-up), then posts them with the real command in batches of `batch`.
 * Returns the posting time. `owner` is a SQL expression of g (1..count).
 */
export async function queueAndPost(
  ctx: AppContext,
  opts: { count: number; owner: string; video: string; validatedAt: string; batch: number },
): Promise<number> {
  await ctx.db.exec(`
    insert into earnings_unposted_credits (view_id, owner_id, video_id, amount_cents, video_duration_s, validated_at, day)
      select gen_random_uuid(), ${opts.owner}, ${opts.video}, 2, 300, v.at, (v.at at time zone 'Europe/Paris')::date
      from generate_series(1, ${opts.count}) g, lateral (select ${opts.validatedAt} as at) v;
    insert into earnings_daily (owner_id, day, video_id, validated_views)
      select owner_id, day, video_id, count(*) from earnings_unposted_credits group by 1, 2, 3
      on conflict (owner_id, day, video_id) do update
        set validated_views = earnings_daily.validated_views + excluded.validated_views;
    analyze earnings_unposted_credits;`);
  const start = performance.now();
  while ((await postCredits(ctx, opts.batch)) > 0) {}
  return performance.now() - start;
}

/** p50/p95/p99 of `rounds` sequential calls, after `warmup` unmeasured ones. */
export async function latencies(call: () => Promise<void>, rounds: number, warmup = 50) {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms (${rounds} sequential)`;
}
