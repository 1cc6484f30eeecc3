import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema';
import type { TestContext } from '../../test/test-context';

type ChannelValues = Partial<typeof channels.$inferInsert>;

/** A channel row straight in the database (no request): fan-out, search and subscription tests. */
export async function insertChannel(
  ctx: TestContext,
  ownerId: string,
  values: ChannelValues = {},
): Promise<string> {
  const [row] = await ctx.db.db
    .insert(channels)
    .values({ name: 'Chaîne', ...values, ownerId })
    .returning({ id: channels.id });
  return row!.id;
}

/** Changes a channel row behind the commands' back (a test's "meanwhile…"). */
export async function updateChannel(ctx: TestContext, id: string, values: ChannelValues): Promise<void> {
  await ctx.db.db.update(channels).set(values).where(eq(channels.id, id));
}

/** Deletes a channel row behind the commands' back (its videos keep going, with no channel). */
export async function deleteChannelRow(ctx: TestContext, id: string): Promise<void> {
  await ctx.db.db.delete(channels).where(eq(channels.id, id));
}
