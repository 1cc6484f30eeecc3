/** Channels per page of a member's subscriptions, and videos per page of their feed. */
export const SUBSCRIPTIONS_PAGE_SIZE = 24;
export const SUBSCRIPTION_FEED_PAGE_SIZE = 24;

/**
 * Subscribers notified per run of the new-upload fan-out: a channel with 100k subscribers is 200
 * short jobs, each one transaction, rather than one long job that a crash would restart from zero.
 */
export const NOTIFY_SUBSCRIBERS_BATCH = 500;

/** GET /api/me/subscriptions and /api/me/subscriptions/feed take the one keyset cursor (domain/cursor.ts). */
