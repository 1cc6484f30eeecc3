import { z } from 'zod';
import { CHANNEL_TOPICS } from '../channels';
import { authorSchema } from './accounts';

/** A channel as the API presents it, with what the viewer may do with it. */
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
export type Channel = z.infer<typeof channelSchema>;

/** GET /api/me/channels */
export const channelListSchema = z.object({ items: z.array(channelSchema) });
export type ChannelList = z.infer<typeof channelListSchema>;

/** POST /api/channels/:id/image */
export const channelImageResponseSchema = z.object({ imageUrl: z.string() });
export type ChannelImageResponse = z.infer<typeof channelImageResponseSchema>;
