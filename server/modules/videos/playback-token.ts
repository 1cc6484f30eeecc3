import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed, short-lived grant to fetch one video's HLS files up to a quality: carried in the media
 * URL path (/api/stream/{videoId}/{token}/…), so the playlists' relative segment URIs inherit it
 * and a free account cannot fetch a premium rendition, nor anybody a private video, by guessing URLs.
 *
 * It also names the video's access version (a change of who may watch revokes older grants: see
 * access-versions.ts), the viewer it was issued to, and a playback id: the server records the
 * playback as started when the master playlist is fetched, and only that playback's heartbeats
 * count toward a view.
 */
export interface PlaybackGrant {
  videoId: string;
  generation: number;
  maxHeight: number;
  expiresAt: number; // epoch seconds
  accessVersion: number;
  playbackId: string;
  /** `u:<userId>` for members, `a:<hash>` for visitors (see viewerKeyOf). */
  viewerKey: string;
  /**
   * Set when the grant relies on the member's standing (Premium's HD/4K rungs, a monetized video):
   * their access version (server/standing/access-version.ts), so the grant stops when the standing
   * changes (Premium ends, a sanction, the account goes), like accessVersion for the video. Null for
   * what any viewer of the video may watch.
   */
  standingVersion: number | null;
}

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** Long enough to watch the video through, short enough that a leaked link soon stops working. */
export function grantLifetimeS(durationS: number): number {
  return Math.min(6 * 3600, Math.max(3600, Math.ceil(durationS * 2)));
}

// Random bytes drawn 256 ids at a time: one system call per watch page was 3 % of a busy node's CPU.
const ID_BYTES = 12;
let idPool = Buffer.alloc(0);
let idAt = 0;

/** A fresh playback id: 96 random bits, base64url (never reused: each id takes its own bytes). */
export function newPlaybackId(): string {
  if (idAt + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 256);
    idAt = 0;
  }
  idAt += ID_BYTES;
  return idPool.toString('base64url', idAt - ID_BYTES, idAt);
}

export function signPlayback(secret: string, grant: PlaybackGrant): string {
  const payload = b64(
    [
      grant.generation,
      grant.maxHeight,
      grant.expiresAt,
      grant.accessVersion,
      grant.playbackId,
      grant.viewerKey,
      grant.standingVersion ?? '-',
    ].join('.'),
  );
  return `${payload}.${mac(secret, grant.videoId, payload)}`;
}

export function verifyPlayback(
  secret: string,
  videoId: string,
  token: string,
  nowS: number,
): PlaybackGrant | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, videoId, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const fields = Buffer.from(payload, 'base64url').toString().split('.');
  if (fields.length !== 7) return null;
  const [generation, maxHeight, expiresAt, accessVersion] = fields.slice(0, 4).map(Number);
  const [playbackId, viewerKey, standing] = fields.slice(4) as [string, string, string];
  if (!generation || !maxHeight || !expiresAt || !accessVersion || expiresAt < nowS) return null;
  const standingVersion = standing === '-' ? null : Number(standing);
  if (standingVersion !== null && !Number.isInteger(standingVersion)) return null;
  return { videoId, generation, maxHeight, expiresAt, accessVersion, playbackId, viewerKey, standingVersion };
}

function mac(secret: string, videoId: string, payload: string): string {
  return createHmac('sha256', secret).update(`playback:${videoId}:${payload}`).digest('base64url');
}
