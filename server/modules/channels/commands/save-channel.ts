import {
  type ChannelInput,
  type ChannelPatch,
  channelInputSchema,
  channelPatchSchema,
} from '../../../../domain/channels';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../plugins/auth';
import { keyFromPublicUrl } from '../../files/files.public';
import { authorize as authorizeChannel } from '../channels.policy';
import { deleteChannelRow, findChannel, insertChannel, updateChannelRow } from '../channels.repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'logger' | 'clock'>;

export async function createChannel(ctx: Deps, actor: Actor, input: ChannelInput): Promise<string> {
  const data = channelInputSchema.parse(input);
  return insertChannel(ctx.db.db, { ownerId: actor.userId, ...data });
}

/** Changes only the fields sent. */
export async function updateChannel(ctx: Deps, actor: Actor, id: string, input: ChannelPatch): Promise<void> {
  authorizeChannel(actor, 'edit', await findChannel(ctx.db.db, id));
  const data = channelPatchSchema.parse(input);
  await updateChannelRow(ctx.db.db, id, { ...data, updatedAt: ctx.clock.now() });
}

/** Deletes the channel; its videos stay, with no channel (the foreign key sets it to null). */
export async function deleteChannel(ctx: Deps, actor: Actor, id: string): Promise<void> {
  const channel = await findChannel(ctx.db.db, id);
  authorizeChannel(actor, 'delete', channel);
  await deleteChannelRow(ctx.db.db, id);
  const key = keyFromPublicUrl(channel.imageUrl);
  if (key)
    await ctx.storage.delete(key).catch((err) => ctx.logger.warn({ err, key }, 'channel image not deleted'));
}
