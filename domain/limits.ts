/** Size and format limits (spec §5, §9). The server enforces them; forms check them first. */
const MB = 1024 * 1024;

export const LIMITS = {
  videoBytes: 100 * MB,
  thumbnailBytes: 5 * MB,
  channelImageBytes: 5 * MB,
  avatarBytes: 2 * MB,
  passwordMinLength: 8,
  /** Resumable uploads a member may have waiting at once (unfinished, or finished but not yet published). */
  pendingUploads: 3,
  /** Declared bytes of those waiting uploads: room for three videos of the maximum size. */
  pendingUploadBytes: 3 * 100 * MB,
} as const;

/**
 * Whether a member may start an upload of `bytes` (undefined: length not declared yet, counted at the
 * maximum) next to the ones already waiting, so one account cannot fill the server's disk.
 */
export function mayStartUpload(pendingBytes: readonly number[], bytes: number | undefined): boolean {
  const total = pendingBytes.reduce((sum, b) => sum + b, 0) + (bytes ?? LIMITS.videoBytes);
  return pendingBytes.length < LIMITS.pendingUploads && total <= LIMITS.pendingUploadBytes;
}

export const VIDEO_UPLOAD_FORMATS = ['mp4', 'webm', 'avi'] as const;
export const VIDEO_REPLACE_FORMATS = ['mp4', 'avi', 'mov'] as const;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
/** The same formats as MIME types: every image picker and check of the web app uses this list. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For an `<input type="file" accept>`. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

export const APPEAL_WINDOW_DAYS = 14;
export const CONTACT_REPLY_WORKING_DAYS = 2;
/** Contact messages are removed this long after they were sent (privacy policy), or with the account. */
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
/** QA feedback is removed this long after it was sent (privacy policy), or with the account. */
export const QA_FEEDBACK_RETENTION_YEARS = 2;
