import { z } from 'zod';
import { MIN_VIDEO_DURATION_S } from './earnings';
import { PLANS } from './plans';

export const VIDEO_VISIBILITIES = ['public', 'private'] as const;
export type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];

/**
 * processing: the source is stored and renditions are being made (it may already play in 240p);
 * ready: every planned rendition exists; failed: processing stopped, with a reason, and can be retried.
 */
export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 5000;

/** Title, description, channel, visibility and monetized flag: the upload form and the edit form. */
export const videoInfoSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'title_required' })
    .max(VIDEO_TITLE_MAX, { error: 'title_too_long' }),
  description: z.string().trim().max(VIDEO_DESCRIPTION_MAX).default(''),
  channelId: z.uuid().nullable().default(null),
  visibility: z.enum(VIDEO_VISIBILITIES).default('public'),
  monetized: z.boolean().default(false),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

/** The minimum duration in whole minutes, as the upload error names it. */
export const MIN_VIDEO_DURATION_MINUTES = Math.ceil(MIN_VIDEO_DURATION_S / 60);

/** One rung of the HLS ladder: its height (the short side) and target bitrates. */
export interface Rung {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

export const RENDITION_LADDER: readonly Rung[] = [
  { height: 240, videoKbps: 400, audioKbps: 64 },
  { height: 360, videoKbps: 800, audioKbps: 96 },
  { height: 480, videoKbps: 1400, audioKbps: 128 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 160 },
  { height: 2160, videoKbps: 16000, audioKbps: 192 },
];

/** Renditions every video gets, whatever its source (small sources are scaled up to them). */
const ALWAYS = 480;

/**
 * The renditions to make from a source of this size, lowest first (the lowest is published first
 * so the video plays as soon as possible). HD rungs only when the source really has the pixels:
 * a 1280×720 source gets 240–720p, never an upscaled 1080p.
 */
export function planRenditions(width: number, height: number): Rung[] {
  const shortSide = Math.min(width, height);
  return RENDITION_LADDER.filter((rung) => rung.height <= ALWAYS || rung.height <= shortSide);
}

/** Standard quality is up to 480p; Premium (and the owner) also get 720p, 1080p and 2160p. */
export function maxQualityFor(viewer: { premium: boolean; isOwner: boolean }): number {
  return viewer.premium || viewer.isOwner ? PLANS.premium.maxQuality : PLANS.free.maxQuality;
}

export type VideoAccess = 'watch' | 'locked' | 'hidden';

/**
 * Who may do what with a video (DESIGN §4): private, or not yet published (still processing its
 * first rendition, or failed before it) → only the owner (others get a 404); monetized → Premium
 * viewers and the owner watch, others see the page with a lock.
 */
export function videoAccess(
  video: { ownerId: string; visibility: VideoVisibility; monetized: boolean; publishedAt: Date | null },
  viewer: { userId: string | null; premium: boolean },
): VideoAccess {
  if (viewer.userId !== null && viewer.userId === video.ownerId) return 'watch';
  if (video.visibility === 'private' || video.publishedAt === null) return 'hidden';
  if (video.monetized && !viewer.premium) return 'locked';
  return 'watch';
}

/** Validated views (DESIGN §4). */
export const VIEW_RULES = {
  /** Real watch time that validates a view (or the whole video when it is shorter). */
  validateAfterS: 30,
  /** One validated view per viewer per video in this window. */
  dedupWindowHours: 24,
  /** The player's heartbeat period. */
  heartbeatS: 10,
  /** Longest gap between two heartbeats still counted as watching; a longer gap starts over. */
  maxCreditPerBeatS: 15,
} as const;

export function viewThresholdS(durationS: number): number {
  return Math.max(1, Math.min(VIEW_RULES.validateAfterS, Math.floor(durationS)));
}

/**
 * Watch time a heartbeat earns: the wall-clock time since the previous one, capped, so a player
 * cannot claim more than real time (a tampered client sending beats every 10 ms gains 10 ms each).
 */
export function creditedWatchMs(previousBeatAt: Date | null, now: Date): number {
  if (!previousBeatAt) return 0;
  const elapsed = now.getTime() - previousBeatAt.getTime();
  if (elapsed <= 0 || elapsed > VIEW_RULES.maxCreditPerBeatS * 1000) return 0;
  return elapsed;
}

export const heartbeatSchema = z.object({
  positionS: z
    .number()
    .min(0)
    .max(24 * 3600),
  playing: z.boolean().default(true),
});

/** Dashboard table ordering. */
export const VIDEO_SORTS = ['created', 'title', 'views', 'status', 'visibility'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];
export const ownVideosQuerySchema = z.object({
  sort: z.enum(VIDEO_SORTS).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
