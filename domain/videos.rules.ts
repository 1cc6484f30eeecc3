/**
 * The pure rules of videos: visibility, statuses, the rendition ladder, access, views and start times.
 * No zod here: the web app's first load (player, watch page, share menu) imports these, and zod is
 * only needed by the forms and the server. `domain/videos.ts` re-exports everything, with the schemas.
 */
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

/**
 * Why processing stopped, as a code the owner's page translates (the technical detail stays in
 * the server log: it may name server paths).
 */
export const VIDEO_FAILURE_CODES = [
  'video_too_short',
  'processing_failed',
  'processing_interrupted',
] as const;
export type VideoFailureCode = (typeof VIDEO_FAILURE_CODES)[number];

/** Crash recovery of processing: a run that dies is retried this many times in all, then fails. */
export const PROCESSING_RULES = { maxAttempts: 3 } as const;

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

/**
 * The renditions to make from a source of this size, lowest first (the lowest is published first
 * so the video plays as soon as possible). Never an upscale: a rung only when the source really
 * has its pixels (a 640×360 source gets 240p and 360p, not 480p). A source smaller than 240p still
 * gets one rendition, at its own size (renditionSize never enlarges).
 */
export function planRenditions(width: number, height: number): Rung[] {
  const shortSide = Math.min(width, height);
  const fitting = RENDITION_LADDER.filter((rung) => rung.height <= shortSide);
  return fitting.length > 0 ? fitting : [RENDITION_LADDER[0]!];
}

/** Standard quality is up to 480p; Premium (and the owner) also get 720p, 1080p and 2160p. */
export function maxQualityFor(viewer: { premium: boolean; isOwner: boolean }): number {
  return viewer.premium || viewer.isOwner ? PLANS.premium.maxQuality : PLANS.free.maxQuality;
}

export type VideoAccess = 'watch' | 'locked' | 'hidden';

/**
 * Who may do what with a video (DESIGN §4): private, or not yet published (still processing its
 * first rendition, or failed before it) → only the owner (others get a 404); removed by
 * moderation, or its owner banned → only the owner (and admins); monetized → Premium viewers and
 * the owner watch, others see the page with a lock. Admins see and play every video (the
 * moderation queue's preview: issue 27).
 */
export function videoAccess(
  video: {
    ownerId: string;
    visibility: VideoVisibility;
    monetized: boolean;
    publishedAt: Date | null;
    removedAt: Date | null;
    ownerBanned: boolean;
  },
  viewer: { userId: string | null; premium: boolean; admin: boolean },
): VideoAccess {
  if (viewer.userId !== null && viewer.userId === video.ownerId) return 'watch';
  if (viewer.admin) return 'watch';
  if (video.removedAt !== null || video.ownerBanned) return 'hidden';
  if (video.visibility === 'private' || video.publishedAt === null) return 'hidden';
  if (video.monetized && !viewer.premium) return 'locked';
  return 'watch';
}

/**
 * Moderation's demonetisation in force at `now` (null `until`: for good). While it is, the video
 * earns nothing and its owner cannot switch monetization back on (docs/decisions/0028).
 */
export const isDemonetised = (
  video: { demonetisedAt: Date | null; demonetisedUntil: Date | null },
  now: Date,
): boolean =>
  video.demonetisedAt !== null && (video.demonetisedUntil === null || video.demonetisedUntil > now);

/** Who may watch a video besides its owner: everyone, Premium members only, or nobody else. */
export type VideoAudience = 'everyone' | 'premium' | 'owner';

/**
 * The creator's view of videoAccess (their dashboard): it asks the rule itself for a visitor, a free
 * member and a Premium member, so what the dashboard says is what the server enforces. The owner
 * is signed in, so not banned; `removed` is moderation's removal.
 */
export function videoAudience(
  video: Omit<Parameters<typeof videoAccess>[0], 'removedAt' | 'ownerBanned'> & { removed: boolean },
): VideoAudience {
  if (video.removed) return 'owner';
  const facts = { ...video, removedAt: null, ownerBanned: false };
  if (videoAccess(facts, { userId: null, premium: false, admin: false }) === 'watch') return 'everyone';
  // Any account but the owner's.
  const other = { userId: `${video.ownerId}-other`, premium: true, admin: false };
  if (videoAccess(facts, other) === 'watch') return 'premium';
  return 'owner';
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
  /** Visitors (no account) behind one IP validate at most this many views of a video per 24 h. */
  maxVisitorViewsPerIp: 3,
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

/** Dashboard table ordering. */
export const VIDEO_SORTS = ['created', 'title', 'views', 'status', 'visibility'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/**
 * A start time from a shared link (`?t=`): seconds ("95"), YouTube style ("1m35s", "1h2m3s") or a
 * clock ("1:35", "1:02:03"). Anything else, negative or absurd, is null (the link plays from the start).
 */
export function parseStartTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  let seconds: number | null = null;
  if (/^\d{1,6}s?$/.test(text)) seconds = Number.parseInt(text, 10);
  else if (/^(?:\d{1,3}h)?(?:\d{1,4}m)?(?:\d{1,6}s)?$/.test(text)) {
    const part = (unit: string) => Number(text.match(new RegExp(`(\\d+)${unit}`))?.[1] ?? 0);
    seconds = part('h') * 3600 + part('m') * 60 + part('s');
  } else if (/^\d{1,3}(?::\d{1,2}){1,2}$/.test(text)) {
    seconds = text.split(':').reduce((total, n) => total * 60 + Number(n), 0);
  }
  return seconds !== null && seconds > 0 && seconds < 24 * 3600 ? seconds : null;
}

/** "1:05", "1:02:03": how a start time reads in a share menu. */
export function formatStartTime(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
