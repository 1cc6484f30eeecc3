import { z } from 'zod';

/** Channels per page of a member's subscriptions, and videos per page of their feed. */
export const SUBSCRIPTIONS_PAGE_SIZE = 24;
export const SUBSCRIPTION_FEED_PAGE_SIZE = 24;

/**
 * Subscribers notified per run of the new-upload fan-out: a channel with 100k subscribers is 200
 * short jobs, each one transaction, rather than one long job that a crash would restart from zero.
 */
export const NOTIFY_SUBSCRIBERS_BATCH = 500;

/**
 * A keyset cursor "<epoch ms>_<uuid>": the sort time and id of the last item of a page (a
 * subscription's date and channel id, or a video's publication date and id). Times are stored with
 * millisecond precision, so the cursor names a position exactly.
 */
export const keysetCursorSchema = z
  .string()
  .regex(/^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .optional();

export interface KeysetPosition {
  at: Date;
  id: string;
}

export const encodeKeysetCursor = (position: KeysetPosition): string =>
  `${position.at.getTime()}_${position.id}`;

/** The position a cursor names; undefined for the first page. */
export function decodeKeysetCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split('_') as [string, string];
  return { at: new Date(Number(ms)), id };
}

/** GET /api/me/subscriptions and /api/me/subscriptions/feed */
export const subscriptionsPageQuerySchema = z.object({ cursor: keysetCursorSchema });
