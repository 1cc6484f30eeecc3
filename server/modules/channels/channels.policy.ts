import { NotFoundError } from '../../errors';
import type { Actor } from '../../plugins/auth';

export type ChannelAction = 'edit' | 'delete' | 'publish';

/**
 * Only the owner edits, deletes or publishes to a channel. Others get the spec's single answer,
 * "channel not found or no rights", so a channel id reveals nothing about who owns it.
 */
export function authorizeChannel(
  actor: Actor | null,
  _action: ChannelAction,
  channel: { ownerId: string } | null,
): asserts channel is { ownerId: string } {
  if (!channel || !actor || channel.ownerId !== actor.userId) {
    throw new NotFoundError('Channel not found or you do not have the rights.', 'channel_not_found');
  }
}

export const canManageChannel = (actor: Actor | null, channel: { ownerId: string }) =>
  actor !== null && actor.userId === channel.ownerId;
