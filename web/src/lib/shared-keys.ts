/**
 * Query keys that a feature other than their owner refreshes. Features do not import each other, so
 * such a key lives here and the owner's factory points at it (`channelKeys.all`, `videoKeys.dashboard`).
 */
export const sharedKeys = {
  /** Every channel query: deleting a video changes a channel's counts. */
  channels: ['channels'] as const,
  /** The creator dashboard (routes/dashboard.tsx): saving a channel or deleting a video changes it. */
  dashboard: ['dashboard'] as const,
};
