import { z } from 'zod';
import { channelSchema } from './channels';

/** GET, PUT and DELETE /api/channels/:id/subscription: the viewer's state and the channel's count. */
export const subscriptionStateSchema = z.object({
  subscribed: z.boolean(),
  subscriberCount: z.number().int().min(0),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

/** A channel the member subscribes to, and since when. */
export const subscribedChannelSchema = z.object({
  channel: channelSchema,
  subscribedAt: z.string(),
});
export type SubscribedChannel = z.infer<typeof subscribedChannelSchema>;

/** GET /api/me/subscriptions: newest subscription first; `nextCursor` asks for the next page. */
export const subscriptionPageSchema = z.object({
  items: z.array(subscribedChannelSchema),
  nextCursor: z.string().nullable(),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

/** The member's subscriptions in their data export: declared with the export (accounts), which channels depends on. */
export { type ExportedSubscription, exportedSubscriptionSchema } from './accounts';

// GET /api/me/subscriptions/feed answers a videoPageSchema (domain/api/videos.ts).
