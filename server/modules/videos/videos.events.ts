import { z } from 'zod';
import { defineEvent } from '../../jobs/registry';

/**
 * A video became watchable by the public for the first time: its first rendition of a public
 * video is stored, or a published private video is made public. Subscriptions and notifications
 * react here. Queued once per video (dedup key: the video id).
 */
export const videoPublished = defineEvent(
  'videos.published',
  z.object({
    videoId: z.uuid(),
    ownerId: z.string(),
    channelId: z.uuid().nullable(),
    title: z.string(),
    publishedAt: z.iso.datetime(),
  }),
);

/**
 * Validated views were added to `video_views` (DESIGN §4): the modules that count them (earnings)
 * read them in order with validatedViewsAfter, from their own cursor. It says "there are new views",
 * not which: a process queues it at most once a second (commands/announce-views.ts), so a burst of
 * views costs one job a second instead of one per view (docs/decisions/0021-payouts.md).
 */
export const viewsAdded = defineEvent(
  'views.added',
  z.object({
    /** The clock second (epoch seconds) of the views that queued it. */
    second: z.number().int(),
  }),
);

/**
 * Legacy: before migration 0035 each validated view was queued as this event; the earnings reaction
 * still drains the ones queued then. New views are announced by `views.added`.
 *
 * A view was validated (DESIGN §4), with what the earnings module needs to decide whether it is
 * paid — as it was at that moment, whatever becomes of the video or of the viewer's account: the
 * viewer's standing then (Premium, the video's owner or not, under a sanction or not). Queued once
 * per view.
 */
export const viewValidated = defineEvent(
  'views.validated',
  z.object({
    viewId: z.uuid(),
    videoId: z.uuid(),
    ownerId: z.string(),
    viewerUserId: z.string().nullable(),
    viewerPremium: z.boolean(),
    // Defaults: events queued before these fields existed (no sanction existed then; the owner's
    // own views are never validated).
    viewerIsOwner: z.boolean().default(false),
    viewerSanctioned: z.boolean().default(false),
    videoPublic: z.boolean(),
    videoMonetized: z.boolean(),
    /**
     * Moderation had demonetised the video (issue 27): earnings records the view as withheld and
     * credits it if an appeal overturns the decision. Default: events queued before it existed.
     */
    videoDemonetized: z.boolean().default(false),
    videoDurationS: z.number(),
    validatedAt: z.iso.datetime(),
  }),
);

/** The videos.published event of a video row. */
export const publishedData = (row: {
  id: string;
  ownerId: string;
  channelId: string | null;
  title: string;
  publishedAt: Date | null;
}) => ({
  videoId: row.id,
  ownerId: row.ownerId,
  channelId: row.channelId,
  title: row.title,
  publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
});
