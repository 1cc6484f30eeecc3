import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videos } from '../../db/schema';
import type { RealtimeHub } from '../../realtime/hub';
import { VersionCache } from '../../realtime/version-cache';

/**
 * Server-internal topic (no socket can follow it: sockets follow `video:<uuid>` and `user:<id>`)
 * on which a change of who may watch a video reaches every api node.
 */
export const VIDEO_ACCESS_TOPIC = 'system:video-access';

/** The access version of a deleted video: no grant matches it. */
export const GONE = 0;

/** Tells every node that grants for this video older than `version` no longer play. */
export async function announceAccessChange(
  realtime: RealtimeHub,
  videoId: string,
  version: number,
): Promise<void> {
  await realtime.publish(VIDEO_ACCESS_TOPIC, { type: 'video.access', videoId, version });
}

/**
 * Per-node cache of each video's access version (realtime/version-cache.ts), so checking a
 * segment's grant reads no database. A deleted video's version (GONE) never comes back.
 */
export class AccessVersions extends VersionCache {
  constructor(ctx: Pick<AppContext, 'db' | 'realtime' | 'clock'>, ttlMs = 15_000, maxEntries = 100_000) {
    super(ctx, {
      topic: VIDEO_ACCESS_TOPIC,
      announced: (event) =>
        typeof event.videoId === 'string' && typeof event.version === 'number'
          ? { key: event.videoId, version: event.version }
          : null,
      read: async (videoId) => {
        const [row] = await ctx.db.db
          .select({ version: videos.accessVersion })
          .from(videos)
          .where(eq(videos.id, videoId));
        return row?.version ?? GONE;
      },
      merge: (known, version) => (known === GONE || version === GONE ? GONE : Math.max(known ?? 0, version)),
      ttlMs,
      maxEntries,
    });
  }
}
