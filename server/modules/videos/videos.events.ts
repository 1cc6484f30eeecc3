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
