import { NotFoundError } from '../../errors';
import type { Actor } from '../../standing/actor';

/** What an actor may do with a channel: everybody sees it; only its owner edits, deletes or publishes to it. */
export type ChannelAction = 'see' | 'edit' | 'delete' | 'publish';

export const channelNotFound = () =>
  new NotFoundError('Channel not found or you do not have the rights.', 'channel_not_found');

export function can(actor: Actor | null, action: ChannelAction, channel: { ownerId: string }): boolean {
  if (action === 'see') return true;
  return actor !== null && actor.userId === channel.ownerId;
}

/**
 * Others get the spec's single answer, "channel not found or no rights", so a channel id reveals
 * nothing about who owns it.
 */
export function authorize(
  actor: Actor | null,
  action: ChannelAction,
  channel: { ownerId: string } | null,
): asserts channel is { ownerId: string } {
  if (!channel || !can(actor, action, channel)) throw channelNotFound();
}

export function abilitiesFor(actor: Actor | null, channel: { ownerId: string }) {
  return {
    edit: can(actor, 'edit', channel),
    delete: can(actor, 'delete', channel),
    publish: can(actor, 'publish', channel),
  };
}
