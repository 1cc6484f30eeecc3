import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Cue } from '../../../domain/captions';
import type { Chapter } from '../../../domain/chapters';
import { HOME_THEMES, type HomeTheme } from '../../../domain/discovery';
import type { Locale } from '../../../domain/locales';
import type { StoryboardInfo } from '../../../domain/storyboards';
import type { VideoStatus, VideoVisibility } from '../../../domain/videos';
import { user } from './accounts';
import { channels } from './channels';
import { searchColumns, timestamps, writtenByTransaction } from './columns';
import { viewerProfiles } from './profiles';

/** One HLS rendition that exists in storage (under the video's current `hlsPrefix`). */
export interface StoredRendition {
  height: number;
  width: number;
  bandwidth: number;
}

/** What we learnt about an uploaded file (container, duration, size) and where it is stored. */
export interface SourceFile {
  key: string;
  format: string;
  bytes: number;
  durationS: number;
  width: number;
  height: number;
}
/** A caption track as the watch page lists it (the cues are in video_captions). */
export interface CaptionTrackRef {
  language: Locale;
  auto: boolean;
}

export interface PendingSource extends SourceFile {
  generation: number;
}

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A deleted channel leaves its videos with no channel (spec §4). */
    channelId: uuid('channel_id').references(() => channels.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<VideoVisibility>().notNull().default('public'),
    monetized: boolean('monetized').notNull().default(false),
    status: text('status').$type<VideoStatus>().notNull().default('processing'),
    /** 0–100 while processing. */
    progress: integer('progress').notNull().default(0),
    failureReason: text('failure_reason'),
    durationS: real('duration_s').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The original as uploaded (kept), and its container. */
    sourceKey: text('source_key').notNull(),
    sourceFormat: text('source_format').notNull(),
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull(),
    /** Bumped when the video file is replaced; renditions live under videos/{id}/hls/{generation}/. */
    generation: integer('generation').notNull().default(1),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    /** A replacement file being processed; the live renditions keep playing until it is ready. */
    pendingSource: jsonb('pending_source').$type<PendingSource>(),
    /** Scrub previews of `storyboard.generation` (files under its hlsPrefix/storyboard/); null until made. */
    storyboard: jsonb('storyboard').$type<StoryboardInfo>(),
    /** Chapters set by hand; null: taken from the description (domain/chapters.ts). */
    chapters: jsonb('chapters').$type<Chapter[]>(),
    thumbnailUrl: text('thumbnail_url'),
    posterUrl: text('poster_url'),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** When it first became watchable (the lowest rendition was published). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Moderation's removal (docs/decisions/0028-video-sanctions.md): set and cleared only by the
     * videos module's commands that moderation calls inside its decision's transaction. The
     * decision id is an opaque reference to moderation's record (no foreign key: not our table).
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removalDecisionId: uuid('removal_decision_id'),
    /** The owner is banned: their content is no longer listed nor seen by others (kept for an unban). */
    ownerBanned: boolean('owner_banned').notNull().default(false),
    /** Demonetised by moderation since, until (null: for good), by which decision. */
    demonetisedAt: timestamp('demonetised_at', { withTimezone: true }),
    demonetisedUntil: timestamp('demonetised_until', { withTimezone: true }),
    demonetisationDecisionId: uuid('demonetisation_decision_id'),
    /** What `monetized` was before the demonetisation, given back when it is lifted. */
    monetizedBeforeDemonetisation: boolean('monetized_before_demonetisation'),
    /**
     * The one definition of a listed video — one anyone may find in a list (home, trending,
     * search, channel, feeds, history, up next, sitemap, notifications): public, published, not
     * removed by moderation and its owner not banned. Every listing and the partial indexes below
     * read this column, never the fields it is made of (server/boundaries.unit.test.ts). A changed
     * expression means dropping and re-adding the column, which drops the partial indexes that
     * use it: that migration re-creates them (docs/decisions/0005-seams.md, "One listed rule";
     * migration 0023 did it for moderation).
     */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(
        sql`visibility = 'public' and published_at is not null and removed_at is null and not owner_banned`,
      ),
    /**
     * Bumped whenever who may play the video changes (visibility, monetized, deletion, removal):
     * playback grants carry it, so an older grant stops working on every api node within seconds.
     */
    accessVersion: integer('access_version').notNull().default(1),
    /** Processing lease: the job holding it renews it while alive; an expired lease means a dead worker. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Runs of the current generation's processing (bounded: a video that keeps killing workers fails). */
    processingAttempts: integer('processing_attempts').notNull().default(0),
    /** Home themes (domain/discovery.ts), derived from title, description and channel topics on write. */
    themes: text('themes').array().$type<HomeTheme[]>().notNull().default(sql`'{}'::text[]`),
    /** The language spoken in it, set by the owner; null: the owner's interface language. */
    language: text('language').$type<Locale>(),
    /**
     * Its caption tracks, kept with the video_captions rows they summarise (same transaction): the
     * watch page and the HLS master list them without another read.
     */
    captionTracks: jsonb('caption_tracks').$type<CaptionTrackRef[]>().notNull().default([]),
    /** The captions' words (bounded), which the search trigger adds to the document (weight D). */
    captionText: text('caption_text').notNull().default(''),
    ...searchColumns,
    ...timestamps,
  },
  (t) => [
    index('videos_owner_created_idx').on(t.ownerId, t.createdAt),
    // Ascending on purpose: scanned backwards it gives ORDER BY published_at DESC, id DESC exactly
    // (DESC NULLS FIRST), which a "DESC NULLS LAST" index could not serve.
    index('videos_channel_published_idx').on(t.channelId, t.publishedAt, t.id),
    // The public feed: newest listed videos, in the keyset order (publishedAt, id).
    index('videos_public_feed_idx').on(t.publishedAt, t.id).where(sql`${t.listed}`),
    // One home row per theme: its newest listed videos, read by walking the index backwards.
    ...HOME_THEMES.map((theme) =>
      index(`videos_theme_${theme}_idx`)
        .on(t.publishedAt, t.id)
        .where(sql`${t.listed} and ${t.themes} @> array[${sql.raw(`'${theme}'`)}]::text[]`),
    ),
    // Search: only what anyone may find is indexed (the same predicate as the public feed).
    index('videos_search_document_idx').using('gin', t.searchDocument).where(sql`${t.listed}`),
    // Recovery scans processing videos whose lease ran out.
    index('videos_processing_lease_idx').on(t.leaseUntil).where(sql`${t.status} = 'processing'`),
  ],
);

export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('video_likes_user_idx').on(t.userId)],
);

/**
 * A viewer's watching of a video: position (continue watching, resume) and real watch time counted
 * from heartbeats since the last validated view. viewer_key is the account id, or for visitors a
 * hash of an anonymous cookie id and the IP.
 */
export const watchSessions = pgTable(
  'watch_sessions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    positionS: real('position_s').notNull().default(0),
    watchedMs: integer('watched_ms').notNull().default(0),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }),
    lastValidatedAt: timestamp('last_validated_at', { withTimezone: true }),
    /** The playback the server started for this viewer (its grant's id): only its heartbeats count. */
    playbackId: text('playback_id'),
    /** The viewer removed it from "continue watching"; watching it again brings it back. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bumped by every write (playback started, buffered progress flushed, view validated). A node
     * writes its buffered progress only over the version it read (modules/videos/watch-buffer.ts):
     * beats of one viewer spread over several nodes never add up to more than real time.
     */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.viewerKey] }),
    index('watch_sessions_user_recent_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/**
 * Validated views, append-only. Carries what the earnings module needs to decide later whether a
 * view is paid (DESIGN §4) without re-reading a video that may have changed or been deleted; earnings
 * reads them in order through validatedViewsAfter (videos.public.ts).
 */
export const videoViews = pgTable(
  'video_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key: a deleted video keeps its view history (and the creator's earnings). */
    videoId: uuid('video_id').notNull(),
    ownerId: text('owner_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    viewerUserId: text('viewer_user_id'),
    viewerPremium: boolean('viewer_premium').notNull(),
    /** A sanction was in force on the viewer's account then (their views are not paid). */
    viewerSanctioned: boolean('viewer_sanctioned').notNull().default(false),
    videoPublic: boolean('video_public').notNull(),
    videoMonetized: boolean('video_monetized').notNull(),
    /** Moderation had demonetised the video then (its views earn nothing; an overturn credits them). */
    videoDemonetized: boolean('video_demonetized').notNull().default(false),
    videoDurationS: real('video_duration_s').notNull(),
    /** Visitors only: keyed hash of the IP, to cap visitor views per IP per video per 24 h. */
    viewerIpHash: text('viewer_ip_hash'),
    validatedAt: timestamp('validated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its transaction: readers page validated views in (xact, id) order (validatedViewsAfter). */
    xact: writtenByTransaction('xact'),
  },
  (t) => [
    index('video_views_xact_idx').on(t.xact, t.id),
    index('video_views_video_idx').on(t.videoId, t.validatedAt),
    index('video_views_owner_idx').on(t.ownerId, t.validatedAt),
    // The trending job reads the last days of views (never at request time).
    index('video_views_validated_idx').on(t.validatedAt),
    uniqueIndex('video_views_dedup_idx').on(t.videoId, t.viewerKey, t.validatedAt),
    index('video_views_ip_idx')
      .on(t.videoId, t.viewerIpHash, t.validatedAt)
      .where(sql`${t.viewerIpHash} is not null`),
  ],
);

/**
 * Where a profile stopped in a video: continue watching, history and resume are per profile.
 * Written by the watch path (heartbeats) and the "continue watching" hide, both here in videos;
 * the profiles module reads it.
 * (watch_sessions stays per account: validated views are counted per account, not per profile.)
 */
export const profileProgress = pgTable(
  'profile_progress',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    positionS: real('position_s').notNull().default(0),
    /** Removed from "continue watching"; watching again brings it back. History still lists it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.videoId] }),
    index('profile_progress_recent_idx').on(t.profileId, t.updatedAt.desc()),
  ],
);

/**
 * One caption track per video and language (docs/decisions/0037-captions.md): clean cues, uploaded
 * by the owner or generated automatically (`auto`; `edited` once the owner corrected it).
 */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language').$type<Locale>().notNull(),
    auto: boolean('auto').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    cues: jsonb('cues').$type<Cue[]>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.videoId, t.language] })],
);
