import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived grant to fetch one video's HLS files up to a quality: carried in the media
 * URL path (/api/stream/{videoId}/{token}/…), so the playlists' relative segment URIs inherit it
 * and a free account cannot fetch a premium rendition, nor anybody a private video, by guessing URLs.
 */
export interface PlaybackGrant {
  videoId: string;
  generation: number;
  maxHeight: number;
  expiresAt: number; // epoch seconds
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** Long enough to watch the video through, short enough that a leaked link soon stops working. */
export function grantLifetimeS(durationS: number): number {
  return Math.min(6 * 3600, Math.max(3600, Math.ceil(durationS * 2)));
}

export function signPlayback(secret: string, grant: PlaybackGrant): string {
  const payload = b64(`${grant.generation}.${grant.maxHeight}.${grant.expiresAt}`);
  return `${payload}.${mac(secret, grant.videoId, payload)}`;
}

export function verifyPlayback(
  secret: string,
  videoId: string,
  token: string,
  nowS = Date.now() / 1000,
): PlaybackGrant | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(secret, videoId, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [generation, maxHeight, expiresAt] = Buffer.from(payload, 'base64url')
    .toString()
    .split('.')
    .map(Number);
  if (!generation || !maxHeight || !expiresAt || expiresAt < nowS) return null;
  return { videoId, generation, maxHeight, expiresAt };
}

function mac(secret: string, videoId: string, payload: string): string {
  return createHmac('sha256', secret).update(`playback:${videoId}:${payload}`).digest('base64url');
}
