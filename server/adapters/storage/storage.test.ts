import { describe, expect, it } from 'vitest';
import { assertValidKey, contentTypeForKey, newStorageKey } from './storage';

describe('storage keys', () => {
  it('generates unique, dated keys', () => {
    const a = newStorageKey('avatars', 'webp');
    const b = newStorageKey('avatars', 'webp');
    expect(a).toMatch(/^avatars\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    expect(a).not.toBe(b);
    expect(() => assertValidKey(a)).not.toThrow();
  });

  it('refuses kinds and extensions that could smuggle a path', () => {
    expect(() => newStorageKey('../x', 'mp4')).toThrow();
    expect(() => newStorageKey('videos', 'mp4/../../x')).toThrow();
  });

  it.each(['', '..', '../x', 'a/../b', '/abs', 'a\\b', 'a/', 'nul\0', 'é.mp4', 'x'.repeat(513)])(
    'rejects %j',
    (key) => {
      expect(() => assertValidKey(key)).toThrow();
    },
  );

  it('knows the content types of media and images', () => {
    expect(contentTypeForKey('a/master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(contentTypeForKey('a/seg_001.ts')).toBe('video/mp2t');
    expect(contentTypeForKey('a/b.JPG')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.webp')).toBe('image/webp');
    expect(contentTypeForKey('a/b.bin')).toBe('application/octet-stream');
  });
});
