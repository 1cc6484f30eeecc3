import { z } from 'zod';
import { OVERVIEW_RANGES, type OverviewRange } from '../admin-overview';

/** GET /api/admin/overview?days=30|90 (default 30). */
export const overviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (OVERVIEW_RANGES as readonly number[]).includes(d), { error: 'bad_request' })
    .default(30)
    .transform((d) => d as OverviewRange),
});

/** How a figure is shown: a count, euro cents, bytes, or a duration in seconds. */
export const OVERVIEW_UNITS = ['count', 'cents', 'bytes', 'seconds'] as const;

/**
 * Every figure the overview may show, by the module that owns its data. A module contributes
 * tiles and series with these keys (server/modules/overview/overview-part.ts); the web page labels
 * them with `admin.overview.tiles.<key>`.
 */
export const OVERVIEW_TILE_KEYS = [
  'members.total',
  'members.new',
  'subscribers.premium',
  'subscribers.qa',
  'videos.total',
  'videos.uploads',
  'videos.storageBytes',
  'views.validatedToday',
  'views.validated',
  'views.paidToday',
  'views.paid',
  'revenue.paid',
  'revenue.refunded',
  'revenue.net',
  'payouts.pending',
  'payouts.pendingCents',
  'payouts.failed',
  'payouts.failedCents',
  // Moderation's (issue 27), once it lands: open reports, and how long the oldest has waited.
  'reports.open',
  'reports.oldestAgeS',
  'jobs.queued',
  'jobs.active',
  'jobs.failed24h',
] as const;
export type OverviewTileKey = (typeof OVERVIEW_TILE_KEYS)[number];

/** The daily series (one value per day of the period, oldest first). */
export const OVERVIEW_SERIES_KEYS = [
  'members.new',
  'videos.uploads',
  'views.validated',
  'views.paid',
  'revenue.net',
] as const;
export type OverviewSeriesKey = (typeof OVERVIEW_SERIES_KEYS)[number];

const unit = z.enum(OVERVIEW_UNITS);

export const overviewTileSchema = z.object({
  key: z.enum(OVERVIEW_TILE_KEYS),
  value: z.number(),
  unit,
});
export type OverviewTile = z.infer<typeof overviewTileSchema>;

export const overviewSeriesSchema = z.object({
  key: z.enum(OVERVIEW_SERIES_KEYS),
  unit,
  values: z.array(z.number()),
});
export type OverviewSeries = z.infer<typeof overviewSeriesSchema>;

/** A job queue with work waiting or failing (the busiest few). */
export const overviewQueueSchema = z.object({
  name: z.string(),
  queued: z.number().int(),
  failed24h: z.number().int(),
});

export const overviewSchema = z.object({
  days: z.number().int(),
  /** The period's days in Europe/Paris, oldest first; `today` is the last. */
  from: z.iso.date(),
  today: z.iso.date(),
  generatedAt: z.string(),
  tiles: z.array(overviewTileSchema),
  series: z.array(overviewSeriesSchema),
  queues: z.array(overviewQueueSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
