import { z } from 'zod';
import type { AppContext } from '../../../context';
import { defineJob } from '../../../jobs/registry';
import { discardThumbnail } from '../commands/set-thumbnail';

/**
 * Removes every file of a deleted video (original, renditions, thumbnail, poster). Queued in the
 * transaction that deletes the row, so files never outlive their video, even after a crash.
 * Idempotent: missing files are not an error.
 */
export const removeVideoFilesJob = defineJob<{ videoId: string; imageUrls: string[] }, AppContext>({
  name: 'videos.remove-files',
  schema: z.object({ videoId: z.uuid(), imageUrls: z.array(z.string().max(500)).max(10) }),
  handle: async (ctx, { videoId, imageUrls }) => {
    await ctx.storage.deletePrefix(`videos/${videoId}`);
    for (const url of imageUrls) await discardThumbnail(ctx, url);
  },
});
