import { ConflictError } from '../../errors';
import type { Actor } from '../../standing/actor';
import { channelNotFound } from '../channels/channels.public';

/**
 * Any member may subscribe to (or unsubscribe from) any existing channel but their own; visitors
 * are turned away before this (401). A member's own list is only ever read through /me routes, so
 * there is no action for reading someone else's.
 */
export function authorizeSubscription(
  actor: Actor,
  channel: { ownerId: string } | null,
): asserts channel is { ownerId: string } {
  if (!channel) throw channelNotFound();
  if (channel.ownerId === actor.userId)
    throw new ConflictError('You cannot subscribe to your own channel.', 'subscribe_own_channel');
}
