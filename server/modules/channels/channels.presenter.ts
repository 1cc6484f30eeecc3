import { z } from 'zod';
import { CHANNEL_TOPICS } from '../../../domain/channels';
import type { Actor } from '../../plugins/auth';
import { authorSchema, presentAuthor } from '../accounts/accounts.presenter';
import { abilitiesFor } from './channels.policy';
import type { ChannelWithOwner } from './channels.repository';

export const channelSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  topics: z.array(z.enum(CHANNEL_TOPICS)),
  imageUrl: z.string().nullable(),
  subscriberCount: z.number(),
  videoCount: z.number(),
  owner: authorSchema,
  createdAt: z.string(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), publish: z.boolean() }),
});
export type ChannelPayload = z.infer<typeof channelSchema>;

export function presentChannel(channel: ChannelWithOwner, actor: Actor | null): ChannelPayload {
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
