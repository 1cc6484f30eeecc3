import { z } from 'zod';
import { LOCALES } from '../locales';
import { VIDEO_STATUSES, VIDEO_VISIBILITIES } from '../videos';
import { authorSchema } from './accounts';
import { channelSchema } from './channels';

const channelRefSchema = z
  .object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })
  .nullable();

/** A video in a grid or list. */
export const videoCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  durationS: z.number(),
  viewCount: z.number(),
  likeCount: z.number(),
  monetized: z.boolean(),
  visibility: z.enum(VIDEO_VISIBILITIES),
  status: z.enum(VIDEO_STATUSES),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  channel: channelRefSchema,
  owner: authorSchema,
});
export type VideoCard = z.infer<typeof videoCardSchema>;

/** A page of public videos (keyset pagination). */
export const videoPageSchema = z.object({
  items: z.array(videoCardSchema),
  nextCursor: z.string().nullable(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;

/**
 * What moderation did to a video, told to its owner and admins only (never to anyone else):
 * the decision that removed it, and a demonetisation with its end (null: for good). The ids
 * open the statement of reasons at /decisions/<id>.
 */
export const videoModerationSchema = z.object({
  removedDecisionId: z.string().nullable(),
  demonetisation: z.object({ decisionId: z.string(), until: z.string().nullable() }).nullable(),
});
export type VideoModeration = z.infer<typeof videoModerationSchema>;

/** The watch and edit pages: the card plus what this viewer may do and how to play it. */
export const videoDetailSchema = videoCardSchema.extend({
  description: z.string(),
  progress: z.number(),
  /** Owner only: a code from VIDEO_FAILURE_CODES. */
  failureReason: z.string().nullable(),
  /** A replacement file is being processed while the current one keeps playing. */
  replacing: z.boolean(),
  access: z.enum(['watch', 'locked']),
  likedByMe: z.boolean(),
  resumeAtS: z.number(),
  playback: z
    .object({
      masterUrl: z.string(),
      /** The grant the player's heartbeats carry. */
      token: z.string(),
      qualities: z.array(z.number()),
      /** Qualities kept for Premium: the player lists them locked, with the way to get them. */
      lockedQualities: z.array(z.number()),
      expiresAt: z.string(),
      /**
       * WebVTT thumbnails track under the same grant (scrub previews); each cue's text is
       * `sheet_NNN.jpg#xywh=x,y,w,h`, relative to this URL. Null until the storyboard is made.
       */
      storyboardUrl: z.string().nullable(),
      /** Caption tracks under the same grant (also listed in the HLS master as subtitle renditions). */
      captions: z.array(z.object({ language: z.enum(LOCALES), auto: z.boolean(), url: z.string() })),
    })
    .nullable(),
  /** Chapters (from the description's timecodes, or set by hand), in order; empty when none. */
  chapters: z.array(z.object({ startS: z.number(), title: z.string() })),
  /**
   * The chapters were set by hand (PATCH `chapters`), not read from the description. Always sent;
   * optional only so fixtures written before it (the watch page's) stay valid.
   */
  chaptersByHand: z.boolean().optional(),
  abilities: z.object({ play: z.boolean(), like: z.boolean(), edit: z.boolean(), delete: z.boolean() }),
  /** Owner and admins only; null for everyone else. */
  moderation: videoModerationSchema.nullable(),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/** A video in its owner's lists (dashboard, channel management). */
export const ownVideoSchema = videoCardSchema.extend({
  progress: z.number(),
  failureReason: z.string().nullable(),
  /** Always set here (the owner's list); nullable as the edit page also reads a VideoDetail. */
  moderation: videoModerationSchema.nullable(),
});
export type OwnVideo = z.infer<typeof ownVideoSchema>;

/** POST /api/videos */
export const createdVideoSchema = z.object({ id: z.string() });
export type CreatedVideo = z.infer<typeof createdVideoSchema>;
/** GET /api/videos/:id/more: up next, more from the channel mixed with related videos. */
export const moreVideosSchema = z.object({ items: z.array(videoCardSchema) });
export type MoreVideos = z.infer<typeof moreVideosSchema>;
/** POST /api/videos/:id/thumbnail */
export const thumbnailResponseSchema = z.object({ thumbnailUrl: z.string() });
export type ThumbnailResponse = z.infer<typeof thumbnailResponseSchema>;
/** PUT and DELETE /api/videos/:id/like */
export const likeResponseSchema = z.object({ liked: z.boolean(), likeCount: z.number() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
/** POST /api/videos/:id/heartbeat */
export const heartbeatResponseSchema = z.object({ validated: z.boolean(), viewCount: z.number() });
export type HeartbeatResponse = z.infer<typeof heartbeatResponseSchema>;
/** GET /api/me/videos */
export const ownVideoListSchema = z.object({ items: z.array(ownVideoSchema), total: z.number() });
export type OwnVideoList = z.infer<typeof ownVideoListSchema>;
/** GET /api/channels/:id/manage */
export const channelManagementSchema = z.object({ channel: channelSchema, videos: z.array(ownVideoSchema) });
export type ChannelManagement = z.infer<typeof channelManagementSchema>;

/** GET /api/me/dashboard */
export const dashboardSchema = z.object({
  stats: z.object({ videos: z.number(), views: z.number(), likes: z.number(), subscribers: z.number() }),
  channels: z.array(channelSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
