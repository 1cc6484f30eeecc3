import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { channelSubscriptions, channels, user } from '../../db/schema';
import type { Actor } from '../../standing/actor';
import type { TestContext } from '../../test/test-context';

/** Members written straight to the database (no sign-up mail), for tests that need many. */
export async function insertMembers(ctx: TestContext, count: number, prefix = 'm'): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => {
    const id = `${prefix}-${String(i).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
    return { id, name: id, email: `${id}@example.com`, username: id.toLowerCase() };
  });
  await ctx.db.db.insert(user).values(rows);
  return rows.map((r) => r.id);
}

export async function insertChannel(ctx: TestContext, ownerId: string, name = 'Chaîne'): Promise<string> {
  const [row] = await ctx.db.db.insert(channels).values({ ownerId, name }).returning({ id: channels.id });
  return row!.id;
}

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
