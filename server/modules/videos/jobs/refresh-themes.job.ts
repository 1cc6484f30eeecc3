import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { THEMES_VERSION, themesOf } from '../../../../domain/discovery';
import type { AppContext } from '../../../context';
import { channels, videos } from '../../../db/schema';
import { withTransaction } from '../../../db/with-transaction';
import { defineJob, type Reaction } from '../../../jobs/registry';

const BATCH = 500;

/**
 * Recomputes the home themes of videos (all of them, or one channel's) in batches of 500 by id,
 * each batch queueing the next in its own transaction: a crash resumes at the batch it was in,
 * and running a batch twice changes nothing more. Used when a channel's topics change, and once
 * per version of the keyword lists (THEMES_VERSION) over the whole catalogue.
 */
export const refreshThemesJob = defineJob({
  name: 'videos.refresh-themes',
  schema: z.object({ channelId: z.uuid().nullable(), afterId: z.uuid().nullable(), version: z.number() }),
  retryLimit: 5,
  handle: async (ctx: AppContext, data) => {
    await withTransaction(ctx, async ({ tx, enqueue }) => {
      const where: SQL[] = [];
      if (data.channelId) where.push(eq(videos.channelId, data.channelId));
      if (data.afterId) where.push(gt(videos.id, data.afterId));
      const rows = await tx
        .select({
          id: videos.id,
          title: videos.title,
          description: videos.description,
          themes: videos.themes,
          topics: channels.topics,
        })
        .from(videos)
        .leftJoin(channels, eq(channels.id, videos.channelId))
        .where(and(...where))
        .orderBy(asc(videos.id))
        .limit(BATCH);
      const changed = rows
        .map((row) => ({
          id: row.id,
          before: row.themes,
          after: themesOf({ ...row, channelTopics: row.topics ?? [] }),
        }))
        .filter((row) => row.after.join() !== row.before.join());
      if (changed.length > 0) {
        const values = sql.join(
          changed.map((row) => sql`(${row.id}::uuid, ${`{${row.after.join(',')}}`}::text[])`),
          sql`, `,
        );
        await tx.execute(
          sql`update videos set themes = v.themes from (values ${values}) as v(id, themes) where videos.id = v.id`,
        );
      }
      const last = rows.at(-1);
      if (rows.length === BATCH && last)
        await enqueue(
          refreshThemesJob,
          { ...data, afterId: last.id },
          { dedupKey: `${data.channelId ?? 'all'}:${data.version}:${last.id}` },
        );
    });
  },
});

/** Queues the refresh of the whole catalogue once per version of the keyword lists (at worker start). */
export async function refreshThemesOnce(ctx: AppContext): Promise<void> {
  await ctx.queue.send(
    refreshThemesJob,
    { channelId: null, afterId: null, version: THEMES_VERSION },
    { dedupKey: `all:${THEMES_VERSION}:start` },
  );
}

/** channels.topics-changed → the channel's videos get their themes again. */
export const refreshChannelThemes: Reaction<{ channelId: string }, AppContext> = {
  name: 'videos.refresh-channel-themes',
  handle: async (ctx, { channelId }) => {
    await refreshThemesJob.handle(ctx, { channelId, afterId: null, version: THEMES_VERSION });
  },
};
