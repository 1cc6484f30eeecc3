import { MIN_VIDEO_DURATION_S } from '@domain/earnings';
import { LIMITS } from '@domain/limits';

const VIDEO_TYPES: Record<string, string[]> = {
  mp4: ['video/mp4'],
  webm: ['video/webm'],
  avi: ['video/x-msvideo', 'video/avi', 'video/msvideo'],
  mov: ['video/quicktime'],
};

/**
 * The form's first gate (the server checks the real bytes and duration again): an error code for
 * a file of the wrong kind or size, null when it may be sent.
 */
export function checkVideoFile(file: File, formats: readonly string[]): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = formats.some((f) => VIDEO_TYPES[f]?.includes(file.type)) || formats.includes(ext);
  if (!typeOk) return 'invalid_video_type';
  if (file.size > LIMITS.videoBytes) return 'video_too_large';
  return null;
}

/**
 * Everything the form checks before uploading, in order: kind, size, then duration (read only when
 * the first two pass).
 */
export async function checkVideoBeforeUpload(file: File, formats: readonly string[]): Promise<string | null> {
  return checkVideoFile(file, formats) ?? (isTooShort(await readDurationS(file)) ? 'video_too_short' : null);
}

/** Read once per file: the upload form validates again on submit. */
const durations = new WeakMap<File, Promise<number | null>>();

/**
 * The duration as the browser reads it, or null when it cannot decode the file (AVI, some codecs):
 * lets the form refuse a too-short video before uploading 100 MB for nothing.
 */
export function readDurationS(file: File): Promise<number | null> {
  let duration = durations.get(file);
  if (!duration) {
    duration = decodeDurationS(file);
    durations.set(file, duration);
  }
  return duration;
}

function decodeDurationS(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    setTimeout(() => done(null), 5000);
    video.src = url;
  });
}

export const isTooShort = (durationS: number | null) =>
  durationS !== null && durationS < MIN_VIDEO_DURATION_S;
