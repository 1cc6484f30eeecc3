import { describe, expect, it } from 'vitest';
import {
  createPlaylistSchema,
  isListedPlaylist,
  mayEditPlaylist,
  mayReadPlaylist,
  moveItemSchema,
  nextInQueue,
  PLAYLIST_TITLE_MAX,
  shuffled,
  updatePlaylistSchema,
} from './playlists';

const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('playlist inputs', () => {
  it('trims a title and defaults to a private playlist', () => {
    expect(createPlaylistSchema.parse({ title: '  Jazz  ' })).toEqual({
      title: 'Jazz',
      description: '',
      visibility: 'private',
    });
  });

  it.each([
    ['empty', { title: '   ' }, 'playlist_title_invalid'],
    ['too long', { title: 'x'.repeat(PLAYLIST_TITLE_MAX + 1) }, 'playlist_title_invalid'],
    ['a line break', { title: 'a\nb' }, 'playlist_title_invalid'],
    ['a control character', { title: 'a\u0007b' }, 'invalid_characters'],
    ['not a string', { title: 42 }, 'playlist_title_invalid'],
    ['an unknown visibility', { title: 'a', visibility: 'secret' }, 'validation_failed'],
    ['a long description', { title: 'a', description: 'x'.repeat(5001) }, 'playlist_description_too_long'],
    ['a bad video id', { title: 'a', videoId: 'nope' }, 'video_not_found'],
  ])('refuses %s', (_, input, code) => {
    expect(issue(createPlaylistSchema.safeParse(input))).toBe(code);
  });

  it('refuses an empty update and unknown fields', () => {
    expect(issue(updatePlaylistSchema.safeParse({}))).toBe('nothing_to_update');
    expect(updatePlaylistSchema.safeParse({ kind: 'watch_later' }).success).toBe(false);
    expect(updatePlaylistSchema.parse({ visibility: 'unlisted' })).toEqual({ visibility: 'unlisted' });
  });

  it('moves after a video or to the top', () => {
    expect(moveItemSchema.parse({ afterVideoId: null })).toEqual({ afterVideoId: null });
    expect(issue(moveItemSchema.safeParse({ afterVideoId: 'x' }))).toBe('playlist_item_not_found');
    expect(moveItemSchema.safeParse({}).success).toBe(false);
  });
});

describe('shuffled', () => {
  const items = Array.from({ length: 200 }, (_, i) => `v${i}`);

  it('is a permutation, the same for the same seed', () => {
    for (const seed of [0, 1, 7, 123456, 2 ** 32 - 1]) {
      const out = shuffled(items, seed);
      expect([...out].sort()).toEqual([...items].sort());
      expect(shuffled(items, seed)).toEqual(out);
    }
  });

  it('changes the order, differently for different seeds', () => {
    expect(shuffled(items, 1)).not.toEqual(items);
    expect(shuffled(items, 1)).not.toEqual(shuffled(items, 2));
    expect(shuffled([], 3)).toEqual([]);
  });
});

describe('nextInQueue', () => {
  it('names the next item, none at the end or for an unknown one', () => {
    expect(nextInQueue(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextInQueue(['a', 'b', 'c'], 'c')).toBeNull();
    expect(nextInQueue(['a', 'b'], 'z')).toBeNull();
  });
});

describe('who reads and writes a list', () => {
  const list = (kind: 'playlist' | 'watch_later', visibility: 'public' | 'unlisted' | 'private') => ({
    kind,
    visibility,
    ownerId: 'owner',
  });

  it('lets anyone read public and unlisted playlists, only the owner private ones and watch later', () => {
    for (const viewer of [null, 'other']) {
      expect(mayReadPlaylist(list('playlist', 'public'), viewer)).toBe(true);
      expect(mayReadPlaylist(list('playlist', 'unlisted'), viewer)).toBe(true);
      expect(mayReadPlaylist(list('playlist', 'private'), viewer)).toBe(false);
      expect(mayReadPlaylist(list('watch_later', 'private'), viewer)).toBe(false);
      // A watch later list is never public, even were its row to say so.
      expect(mayReadPlaylist(list('watch_later', 'public'), viewer)).toBe(false);
    }
    expect(mayReadPlaylist(list('playlist', 'private'), 'owner')).toBe(true);
    expect(mayReadPlaylist(list('watch_later', 'private'), 'owner')).toBe(true);
  });

  it('lets only the owner write, and lists only public playlists', () => {
    expect(mayEditPlaylist(list('playlist', 'public'), 'owner')).toBe(true);
    expect(mayEditPlaylist(list('playlist', 'public'), 'other')).toBe(false);
    expect(mayEditPlaylist(list('playlist', 'public'), null)).toBe(false);
    expect(isListedPlaylist(list('playlist', 'public'))).toBe(true);
    expect(isListedPlaylist(list('playlist', 'unlisted'))).toBe(false);
    expect(isListedPlaylist(list('watch_later', 'public'))).toBe(false);
  });
});
