import { asc, eq } from 'drizzle-orm';
import type { ExportedChannel } from '../../../domain/api/accounts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema';
import type { Reaction } from '../../jobs/registry';
import type { AccountDeleted } from '../accounts/accounts.public';
import { keyFromPublicUrl } from '../files/files.public';

/** The channels module's part of a member's data export: the channels they own. */
export async function exportMemberChannels(db: Database, userId: string): Promise<ExportedChannel[]> {
  const rows = await db
    .select()
    .from(channels)
    .where(eq(channels.ownerId, userId))
    .orderBy(asc(channels.createdAt));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    topics: c.topics,
    imageUrl: c.imageUrl,
    subscriberCount: c.subscriberCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}

/**
 * Reaction to accounts.deleted, after the videos: the member's channels and their pictures. The
 * pictures go first, so a crash in between leaves the rows (and their image URLs) for the retry;
 * a second delivery finds no channel left.
 */
export const removeMemberChannels: Reaction<AccountDeleted, AppContext> = {
  name: 'channels.remove-member-channels',
  handle: async (ctx, { userId }) => {
    const owned = await ctx.db.db
      .select({ imageUrl: channels.imageUrl })
      .from(channels)
      .where(eq(channels.ownerId, userId));
    for (const { imageUrl } of owned) {
      const key = keyFromPublicUrl(imageUrl);
      if (key) await ctx.storage.delete(key);
    }
    await ctx.db.db.delete(channels).where(eq(channels.ownerId, userId));
  },
};
