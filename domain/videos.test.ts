import { describe, expect, it } from 'vitest';
import { channelInputSchema } from './channels';
import { probeAgrees, sniffVideoContainer } from './media';
import {
  creditedWatchMs,
  formatStartTime,
  MIN_VIDEO_DURATION_MINUTES,
  maxQualityFor,
  parseStartTime,
  planRenditions,
  videoAccess,
  videoAudience,
  videoInfoSchema,
  viewThresholdS,
} from './videos';

const heights = (w: number, h: number) => planRenditions(w, h).map((r) => r.height);

describe('planRenditions', () => {
  it('makes every rung the source has the pixels for, lowest first', () => {
    expect(heights(854, 480)).toEqual([240, 360, 480]);
    expect(heights(426, 240)).toEqual([240]);
  });
  it('never upscales: a 360p source gets no 480p, a tiny one a single lowest rung', () => {
    expect(heights(640, 360)).toEqual([240, 360]);
    expect(heights(852, 478)).toEqual([240, 360]);
    // Encoded at the source's own size (renditionSize never enlarges).
    expect(heights(320, 180)).toEqual([240]);
  });
  it('adds HD rungs only when the source has the pixels', () => {
    expect(heights(1280, 718)).toEqual([240, 360, 480]);
    expect(heights(1280, 720)).toEqual([240, 360, 480, 720]);
    expect(heights(1920, 1080)).toEqual([240, 360, 480, 720, 1080]);
    expect(heights(3840, 2160)).toEqual([240, 360, 480, 720, 1080, 2160]);
  });
  it('uses the short side for portrait sources', () => {
    expect(heights(720, 1280)).toEqual([240, 360, 480, 720]);
  });
});

describe('videoAccess', () => {
  const owner = 'u1';
  const pub = {
    ownerId: owner,
    visibility: 'public' as const,
    monetized: false,
    publishedAt: new Date(),
    removedAt: null,
    ownerBanned: false,
  };
  const visitor = { userId: null, premium: false, admin: false };
  const admin = { userId: 'a1', premium: false, admin: true };
  const paid = { ...pub, monetized: true };
  const priv = { ...pub, visibility: 'private' as const };
  it('lets everyone watch a public, free video', () => {
    expect(videoAccess(pub, { userId: null, premium: false, admin: false })).toBe('watch');
    expect(videoAccess(pub, { userId: 'u2', premium: false, admin: false })).toBe('watch');
  });
  it('locks monetized videos for visitors and free members, not for Premium or the owner', () => {
    expect(videoAccess(paid, { userId: null, premium: false, admin: false })).toBe('locked');
    expect(videoAccess(paid, { userId: 'u2', premium: false, admin: false })).toBe('locked');
    expect(videoAccess(paid, { userId: 'u2', premium: true, admin: false })).toBe('watch');
    expect(videoAccess(paid, { userId: owner, premium: false, admin: false })).toBe('watch');
  });
  it('hides a video nobody can play yet from everyone but the owner', () => {
    const unpublished = { ...pub, publishedAt: null };
    expect(videoAccess(unpublished, { userId: null, premium: false, admin: false })).toBe('hidden');
    expect(videoAccess(unpublished, { userId: 'u2', premium: true, admin: false })).toBe('hidden');
    expect(videoAccess(unpublished, { userId: owner, premium: false, admin: false })).toBe('watch');
  });
  it('hides private videos from everyone but the owner', () => {
    expect(videoAccess(priv, { userId: null, premium: false, admin: false })).toBe('hidden');
    expect(videoAccess(priv, { userId: 'u2', premium: true, admin: false })).toBe('hidden');
    expect(videoAccess(priv, { userId: owner, premium: false, admin: false })).toBe('watch');
  });
  it('hides a removed video, or one whose owner is banned, from everyone but the owner and admins', () => {
    for (const hidden of [
      { ...pub, removedAt: new Date('2026-01-01T00:00:00Z') },
      { ...pub, ownerBanned: true },
    ]) {
      expect(videoAccess(hidden, visitor)).toBe('hidden');
      expect(videoAccess(hidden, { userId: 'u2', premium: true, admin: false })).toBe('hidden');
      expect(videoAccess(hidden, { userId: owner, premium: false, admin: false })).toBe('watch');
      expect(videoAccess(hidden, admin)).toBe('watch');
    }
  });
  it('lets admins play any video: private, unpublished, monetized', () => {
    expect(videoAccess(priv, admin)).toBe('watch');
    expect(videoAccess({ ...pub, publishedAt: null }, admin)).toBe('watch');
    expect(videoAccess(paid, admin)).toBe('watch');
    expect(videoAccess(paid, visitor)).toBe('locked');
  });
});

describe('videoAudience', () => {
  const video = {
    ownerId: 'u1',
    visibility: 'public' as const,
    monetized: false,
    publishedAt: new Date(),
    removed: false,
  };
  it('is everyone for a published public video that is not monetized', () => {
    expect(videoAudience(video)).toBe('everyone');
  });
  it('is Premium members only for a published public monetized video', () => {
    expect(videoAudience({ ...video, monetized: true })).toBe('premium');
  });
  it('is the owner alone for a private video, monetized or not', () => {
    expect(videoAudience({ ...video, visibility: 'private' })).toBe('owner');
    expect(videoAudience({ ...video, visibility: 'private', monetized: true })).toBe('owner');
  });
  it('is the owner alone until the video is published (first rendition not ready yet)', () => {
    expect(videoAudience({ ...video, publishedAt: null })).toBe('owner');
    expect(videoAudience({ ...video, monetized: true, publishedAt: null })).toBe('owner');
  });
  it('is the owner alone while moderation has removed it', () => {
    expect(videoAudience({ ...video, removed: true })).toBe('owner');
  });
});

describe('maxQualityFor', () => {
  it('caps free viewers at 480p', () => {
    expect(maxQualityFor({ premium: false, isOwner: false })).toBe(480);
    expect(maxQualityFor({ premium: true, isOwner: false })).toBe(2160);
    expect(maxQualityFor({ premium: false, isOwner: true })).toBe(2160);
  });
});

describe('watch time', () => {
  const t0 = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  it('credits wall-clock time between beats, never more', () => {
    expect(creditedWatchMs(null, t0)).toBe(0);
    expect(creditedWatchMs(t0, at(10_000))).toBe(10_000);
    expect(creditedWatchMs(t0, at(15_000))).toBe(15_000);
    expect(creditedWatchMs(t0, at(15_001))).toBe(0);
    expect(creditedWatchMs(t0, at(-5))).toBe(0);
  });
  it('validates after 30 s, or the whole of a shorter video', () => {
    expect(viewThresholdS(600)).toBe(30);
    expect(viewThresholdS(30)).toBe(30);
    expect(viewThresholdS(12.7)).toBe(12);
    expect(viewThresholdS(0.2)).toBe(1);
  });
  it('names the minimum duration in minutes', () => {
    expect(MIN_VIDEO_DURATION_MINUTES).toBe(1);
  });
});

describe('sniffVideoContainer', () => {
  const bytes = (s: string, pad = 16) => new Uint8Array(Buffer.from(s.padEnd(pad, '\0'), 'latin1'));
  it('recognises MP4, MOV, WebM and AVI by their bytes', () => {
    expect(sniffVideoContainer(bytes('\0\0\0\x20ftypisom'))).toBe('mp4');
    expect(sniffVideoContainer(bytes('\0\0\0\x20ftypqt  '))).toBe('mov');
    expect(
      sniffVideoContainer(bytes('\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\x82\x84webm')),
    ).toBe('webm');
    expect(sniffVideoContainer(bytes('RIFF\x10\0\0\0AVI LIST'))).toBe('avi');
  });
  it('refuses text, Matroska that is not WebM, WAV and short input', () => {
    expect(sniffVideoContainer(bytes('hello, this is not a video'))).toBeNull();
    expect(
      sniffVideoContainer(bytes('\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x88matroska', 32)),
    ).toBeNull();
    expect(sniffVideoContainer(bytes('RIFF\x10\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffVideoContainer(new Uint8Array(4))).toBeNull();
  });
  it('checks ffprobe agrees', () => {
    expect(probeAgrees('mp4', 'mov,mp4,m4a,3gp,3g2,mj2')).toBe(true);
    expect(probeAgrees('webm', 'matroska,webm')).toBe(true);
    expect(probeAgrees('avi', 'avi')).toBe(true);
    expect(probeAgrees('avi', 'mov,mp4,m4a,3gp,3g2,mj2')).toBe(false);
  });
});

describe('forms', () => {
  it('requires a channel name and dedupes topics', () => {
    expect(channelInputSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'channel_name_required',
    );
    expect(channelInputSchema.parse({ name: ' Cuisine ', topics: ['cooking', 'cooking'] })).toEqual({
      name: 'Cuisine',
      description: '',
      topics: ['cooking'],
    });
    expect(channelInputSchema.safeParse({ name: 'x', topics: ['knitting'] }).success).toBe(false);
  });
  it('requires a video title', () => {
    expect(videoInfoSchema.safeParse({ title: '' }).error?.issues[0]?.message).toBe('title_required');
    expect(videoInfoSchema.parse({ title: 'Hi' })).toMatchObject({ visibility: 'public', monetized: false });
  });
});

describe('start time of a shared link', () => {
  it.each([
    ['95', 95],
    ['95s', 95],
    ['1m35s', 95],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['1:35', 95],
    ['1:02:03', 3723],
    [' 42 ', 42],
  ])('reads %s as %i s', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([null, '', '0', '-5', 'abc', '1e3', '12.5', '99999999', '1:2:3:4', '25h', "$'", '1m35x'])(
    'ignores %s',
    (value) => {
      expect(parseStartTime(value)).toBeNull();
    },
  );

  it('formats a position for people', () => {
    expect(formatStartTime(95.7)).toBe('1:35');
    expect(formatStartTime(3723)).toBe('1:02:03');
    expect(formatStartTime(5)).toBe('0:05');
  });
});
