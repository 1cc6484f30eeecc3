import type { RealtimeHub } from '../../realtime/hub';

/**
 * Server-internal topic (no socket can follow it): a channel's name, description or topics changed, or
 * the channel is gone. Per-node caches of what ranks channels (search rankings) drop on it.
 */
export const CHANNEL_CHANGED_TOPIC = 'system:channel-changed';

export async function announceChannelChange(realtime: RealtimeHub, channelId: string): Promise<void> {
  await realtime.publish(CHANNEL_CHANGED_TOPIC, { type: 'channel.changed', channelId });
}
