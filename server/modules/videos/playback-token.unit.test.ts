import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newPlaybackId, type PlaybackGrant, signPlayback, verifyPlayback } from './playback-token';

const secret = 'a-test-secret-of-at-least-32-characters!!';
const videoId = '0b6f1c2a-4e5b-4d7f-8a9b-0c1d2e3f4a5b';
const grant: PlaybackGrant = {
  videoId,
  generation: 2,
  maxHeight: 2160,
  expiresAt: 2_000_000_000,
  accessVersion: 3,
  playbackId: 'pb_123',
  viewerKey: 'u:user-1',
  standingVersion: 7,
};
const now = 1_900_000_000;

describe('playback ids', () => {
  it('are 96 random bits each, never the same twice across pool refills', () => {
    const ids = Array.from({ length: 1000 }, newPlaybackId);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});

describe('playback grants', () => {
  it('round-trip, with and without a Premium version', () => {
    expect(verifyPlayback(secret, videoId, signPlayback(secret, grant), now)).toEqual(grant);
    const free = { ...grant, maxHeight: 480, standingVersion: null };
    expect(verifyPlayback(secret, videoId, signPlayback(secret, free), now)).toEqual(free);
  });

  it('refuse another video, an expired grant, another secret and a tampered payload', () => {
    const token = signPlayback(secret, grant);
    expect(verifyPlayback(secret, '1b6f1c2a-4e5b-4d7f-8a9b-0c1d2e3f4a5b', token, now)).toBeNull();
    expect(verifyPlayback(secret, videoId, token, grant.expiresAt + 1)).toBeNull();
    expect(verifyPlayback(`${secret}x`, videoId, token, now)).toBeNull();
    // Dropping the Premium version (to escape its revocation) breaks the signature.
    const [, signature] = token.split('.');
    const stripped = Buffer.from('2.2160.2000000000.3.pb_123.u:user-1.-').toString('base64url');
    expect(verifyPlayback(secret, videoId, `${stripped}.${signature}`, now)).toBeNull();
  });

  it('refuse a well-signed payload of the wrong shape', () => {
    const sign = (payload: string) => {
      const p = Buffer.from(payload).toString('base64url');
      const mac = createHmac('sha256', secret).update(`playback:${videoId}:${p}`).digest('base64url');
      return `${p}.${mac}`;
    };
    // The 6-field grants of before Premium versions, and a version that is not an integer.
    expect(verifyPlayback(secret, videoId, sign('2.2160.2000000000.3.pb.u:x'), now)).toBeNull();
    expect(verifyPlayback(secret, videoId, sign('2.2160.2000000000.3.pb.u:x.abc'), now)).toBeNull();
    expect(verifyPlayback(secret, videoId, sign('2.2160.2000000000.3.pb.u:x.7'), now)?.standingVersion).toBe(
      7,
    );
  });
});
