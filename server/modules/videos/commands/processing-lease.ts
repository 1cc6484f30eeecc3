import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { videos } from '../../../db/schema';

/**
 * A processing run's hold on its video row. The run renews it while alive; when its worker dies
 * (killed, out of memory, machine lost) the lease runs out and the recovery job queues the work
 * again. Times come from the database clock, shared by every node.
 */
export interface Lease {
  token: string;
  /** Runs of this generation so far, this one included. */
  attempts: number;
}

const leaseS = (ctx: Pick<AppContext, 'config'>) => ctx.config.processing.leaseS;
const leaseEnd = (ctx: Pick<AppContext, 'config'>) => sql`now() + make_interval(secs => ${leaseS(ctx)})`;

/** Takes the lease of a video still processing this generation, unless a live run holds it. */
export async function claimLease(ctx: AppContext, stillCurrent: SQL | undefined): Promise<Lease | null> {
  const token = randomUUID();
  const [row] = await ctx.db.db
    .update(videos)
    .set({
      leaseOwner: token,
      leaseUntil: leaseEnd(ctx),
      processingAttempts: sql`${videos.processingAttempts} + 1`,
      updatedAt: ctx.clock.now(),
    })
    .where(
      and(
        stillCurrent,
        eq(videos.status, 'processing'),
        or(isNull(videos.leaseUntil), lt(videos.leaseUntil, sql`now()`)),
      ),
    )
    .returning({ attempts: videos.processingAttempts });
  return row ? { token, attempts: row.attempts } : null;
}

/**
 * Renews the lease every third of its length while the run works. If the row says somebody else
 * holds it now (this run was presumed dead), the signal aborts: ffmpeg is killed, nothing is written.
 */
export function keepLease(ctx: AppContext, videoId: string, lease: Lease) {
  const controller = new AbortController();
  let lost = false;
  const timer = setInterval(
    () => {
      ctx.db.db
        .update(videos)
        .set({ leaseUntil: leaseEnd(ctx) })
        .where(and(eq(videos.id, videoId), eq(videos.leaseOwner, lease.token)))
        .returning({ id: videos.id })
        .then((rows) => {
          if (rows.length > 0) return;
          lost = true;
          controller.abort();
        })
        .catch((err) => ctx.logger.warn({ err, videoId }, 'processing lease not renewed'));
    },
    (leaseS(ctx) * 1000) / 3,
  );
  timer.unref();
  return { signal: controller.signal, lost: () => lost, stop: () => clearInterval(timer) };
}

/** Where a run keeps its temporary files; the name carries the lease so orphans can be told apart. */
export const workRoot = (ctx: Pick<AppContext, 'config'>) => join(ctx.config.dataDir, 'tmp', 'transcode');
export const workDirFor = (ctx: Pick<AppContext, 'config'>, videoId: string, token: string) =>
  join(workRoot(ctx), `${videoId}.${token}`);

/**
 * Removes this machine's temporary folders of runs that no longer hold a live lease (their process
 * died). Folders of live runs, here or in another process sharing the disk, are kept.
 */
export async function removeOrphanWorkDirs(ctx: AppContext): Promise<number> {
  const names = await readdir(workRoot(ctx)).catch(() => [] as string[]);
  const tokens = names.map((n) => n.split('.')[1] ?? '').filter((t) => /^[0-9a-f-]{36}$/.test(t));
  const live = new Set(
    tokens.length === 0
      ? []
      : (
          await ctx.db.db
            .select({ token: videos.leaseOwner })
            .from(videos)
            .where(and(inArray(videos.leaseOwner, tokens), sql`${videos.leaseUntil} > now()`))
        ).map((r) => r.token),
  );
  let removed = 0;
  for (const name of names) {
    if (live.has(name.split('.')[1] ?? '')) continue;
    await rm(join(workRoot(ctx), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
