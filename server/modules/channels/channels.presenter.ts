import type { Channel } from '../../../domain/api/channels';
import type { Actor } from '../../standing/actor';
import { presentAuthor } from '../accounts/accounts.public';
import { abilitiesFor } from './channels.policy';
import type { ChannelWithOwner } from './channels.repository';

export function presentChannel(channel: ChannelWithOwner, actor: Actor | null): Channel {
  return {
    id: channel.id,
    name: channel.name,
    description: channel.description,
    topics: channel.topics,
    imageUrl: channel.imageUrl,
    subscriberCount: channel.subscriberCount,
    videoCount: channel.videoCount,
    owner: presentAuthor(channel.owner),
    createdAt: channel.createdAt.toISOString(),
    abilities: abilitiesFor(actor, channel),
  };
}
