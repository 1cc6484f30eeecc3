import type { SubscribedChannel } from '../../../domain/api/subscriptions';
import type { Actor } from '../../standing/actor';
import { presentChannel } from '../channels/channels.public';

export function presentSubscribedChannel(
  channel: Parameters<typeof presentChannel>[0],
  subscribedAt: Date,
  actor: Actor,
): SubscribedChannel {
  return { channel: presentChannel(channel, actor), subscribedAt: subscribedAt.toISOString() };
}
