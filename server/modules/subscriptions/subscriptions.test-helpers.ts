import { eq } from 'drizzle-orm';
import { channelSubscriptions, channels } from '../../db/schema';
import type { Actor } from '../../standing/actor';
import type { TestContext } from '../../test/test-context';

export const actorFor = (userId: string): Actor => ({
  userId,
  email: `${userId}@example.com`,
  sessionId: 'test',
  roles: [],
  plan: 'free',
  sanctions: [],
});

/** The stored count beside the real number of rows: the two must always agree. */
export async function countsOf(ctx: TestContext, channelId: string) {
  const [channel] = await ctx.db.db
    .select({ n: channels.subscriberCount })
    .from(channels)
    .where(eq(channels.id, channelId));
  const rows = await ctx.db.db
    .select({ userId: channelSubscriptions.userId })
    .from(channelSubscriptions)
    .where(eq(channelSubscriptions.channelId, channelId));
  return { stored: channel?.n ?? null, rows: rows.length };
}
