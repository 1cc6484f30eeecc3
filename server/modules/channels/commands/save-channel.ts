import {
  type ChannelInput,
  type ChannelPatch,
  channelInputSchema,
  channelPatchSchema,
} from '../../../../domain/channels';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Actor } from '../../../standing/actor';
import { keyFromPublicUrl } from '../../files/files.public';
import { announceChannelChange } from '../channel-changes';
import { channelTopicsChanged } from '../channels.events';
import { authorize as authorizeChannel } from '../channels.policy';
import { deleteChannelRow, findChannel, insertChannel, updateChannelRow } from '../channels.repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock' | 'queue' | 'realtime'>;

export async function createChannel(ctx: Deps, actor: Actor, input: ChannelInput): Promise<string> {
  const data = channelInputSchema.parse(input);
  return insertChannel(ctx.db.db, { ownerId: actor.userId, ...data });
}

/** Changes only the fields sent. */
export async function updateChannel(ctx: Deps, actor: Actor, id: string, input: ChannelPatch): Promise<void> {
  const channel = await findChannel(ctx.db.db, id);
  authorizeChannel(actor, 'edit', channel);
  const data = channelPatchSchema.parse(input);
  const topicsChanged =
    data.topics !== undefined && [...data.topics].sort().join() !== [...channel.topics].sort().join();
  await withTransaction(ctx, async ({ tx, enqueue, afterCommit }) => {
    await updateChannelRow(tx, id, { ...data, updatedAt: ctx.clock.now() });
    if (topicsChanged) await enqueue(channelTopicsChanged, { channelId: id });
    afterCommit(() => announceChannelChange(ctx.realtime, id));
  });
}

/** Deletes the channel; its videos stay, with no channel (the foreign key sets it to null). */
export async function deleteChannel(ctx: Deps, actor: Actor, id: string): Promise<void> {
  const channel = await findChannel(ctx.db.db, id);
  authorizeChannel(actor, 'delete', channel);
  await deleteChannelRow(ctx.db.db, id);
  await announceChannelChange(ctx.realtime, id);
  const key = keyFromPublicUrl(channel.imageUrl);
  if (key)
    await ctx.storage.delete(key).catch((err) => ctx.logger.warn({ err, key }, 'channel image not deleted'));
}
