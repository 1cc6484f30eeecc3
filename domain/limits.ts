/** Size and format limits (spec §5, §9). The server enforces them; forms check them first. */
const MB = 1024 * 1024;

export const LIMITS = {
  videoBytes: 100 * MB,
  thumbnailBytes: 5 * MB,
  channelImageBytes: 5 * MB,
  avatarBytes: 2 * MB,
  passwordMinLength: 8,
} as const;

export const VIDEO_UPLOAD_FORMATS = ['mp4', 'webm', 'avi'] as const;
export const VIDEO_REPLACE_FORMATS = ['mp4', 'avi', 'mov'] as const;
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

export const APPEAL_WINDOW_DAYS = 14;
export const CONTACT_REPLY_WORKING_DAYS = 2;
