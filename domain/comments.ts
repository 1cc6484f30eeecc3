import { z } from 'zod';
import { parseClock } from './moderation';

/**
 * Comments under a video (issue 29). Plain text only: what a member writes is stored as sent
 * (NUL bytes refused) and rendered as text; the only things the page makes of it are links
 * (http/https only), `@username` mentions and `mm:ss` / `h:mm:ss` timecodes that seek the player —
 * all found by `commentSegments`, the one parser the server (mentions) and the web app (rendering)
 * share, so what notifies a member is exactly what the page links.
 */

export const COMMENT_MAX_LENGTH = 5000;
/** Comments and replies per page. */
export const COMMENTS_PAGE_SIZE = 20;
/** A comment mentioning more members than this notifies the first ones only (no mass pings). */
export const MENTIONS_NOTIFIED_MAX = 10;

/** Who may comment on a video: everyone signed in, nobody, or everyone but held for the creator's approval. */
export const COMMENT_POLICIES = ['open', 'held', 'closed'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];
export const DEFAULT_COMMENT_POLICY: CommentPolicy = 'open';

export const COMMENT_SORTS = ['top', 'newest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** A comment is shown (`published`), waits for the creator (`held`), or was removed by moderation. */
export const COMMENT_STATUSES = ['published', 'held', 'removed'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/** The creator's watched words: a comment containing one is held for approval. */
export const WATCHED_WORDS_MAX = 200;
export const WATCHED_WORD_MAX_LENGTH = 50;

const noNul = (s: string) => !s.includes('\u0000');

export const commentTextSchema = z
  .string({ error: 'comment_text_invalid' })
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, { error: 'comment_text_invalid' })
  .refine((s) => s.length <= COMMENT_MAX_LENGTH, { error: 'comment_too_long' })
  .refine(noNul, { error: 'comment_text_invalid' });

/** POST /api/videos/:id/comments. */
export const postCommentSchema = z
  .object({ text: commentTextSchema, parentId: z.uuid({ error: 'comment_not_found' }).optional() })
  .strict();
export type PostComment = z.input<typeof postCommentSchema>;

/** PATCH /api/comments/:id (the author only): the text, marked edited. */
export const editCommentSchema = z.object({ text: commentTextSchema }).strict();

export const commentListQuerySchema = z.object({
  sort: z.enum(COMMENT_SORTS, { error: 'validation_failed' }).default('top'),
  /** An opaque cursor (a ranked cursor for `top`, a plain one for `newest`); garbage: 400 invalid_cursor. */
  cursor: z.string({ error: 'invalid_cursor' }).max(80, { error: 'invalid_cursor' }).optional(),
});

/** PATCH /api/videos/:id/comment-settings (the video's owner): only the fields sent change. */
export const commentSettingsPatchSchema = z
  .object({ policy: z.enum(COMMENT_POLICIES, { error: 'validation_failed' }) })
  .partial()
  .strict();

const watchedWordSchema = z
  .string({ error: 'validation_failed' })
  .transform((w) => w.trim().toLocaleLowerCase())
  .refine((w) => w.length > 0 && w.length <= WATCHED_WORD_MAX_LENGTH && noNul(w), {
    error: 'validation_failed',
  });

/** PUT /api/me/comments/watched-words: the whole list (deduplicated, lower case). */
export const watchedWordsSchema = z
  .object({ words: z.array(watchedWordSchema).max(WATCHED_WORDS_MAX, { error: 'validation_failed' }) })
  .strict()
  .transform(({ words }) => ({ words: [...new Set(words)] }));

/** Whether a comment contains one of the watched words (case-insensitive, whole words or phrases). */
export function matchesWatchedWord(text: string, words: readonly string[]): boolean {
  const lower = text.toLocaleLowerCase();
  return words.some((word) => {
    let from = lower.indexOf(word);
    while (from !== -1) {
      const before = lower[from - 1];
      const after = lower[from + word.length];
      if (!isWordChar(before) && !isWordChar(after)) return true;
      from = lower.indexOf(word, from + 1);
    }
    return false;
  });
}
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/** What a comment's text is made of, in order; the page renders each kind, nothing else is interpreted. */
export type CommentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string }
  | { kind: 'timecode'; text: string; seconds: number };

/** A mention is `@` then a username (domain/accounts.ts USERNAME_PATTERN; a final "." ends the sentence). */
const TOKEN =
  /(https?:\/\/[^\s<>"']{1,2000})|(?<![\p{L}\p{N}_@.])@([a-z0-9][a-z0-9_.]{2,29})(?![a-z0-9_])|(?<![\p{L}\p{N}:])((?:\d{1,2}:)?\d{1,3}:[0-5]\d)(?![\p{L}\p{N}:])/giu;

export function commentSegments(text: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, url, username, clock] = match;
    const at = match.index;
    let segment: CommentSegment | null = null;
    if (url) {
      // Trailing punctuation ends a sentence, not the link.
      const href = url.replace(/[.,;:!?)\]]+$/, '');
      segment = { kind: 'link', text: href, href };
    } else if (username) {
      const name = username.replace(/\.+$/, '');
      if (name.length >= 3) segment = { kind: 'mention', text: `@${name}`, username: name.toLowerCase() };
    } else if (clock) {
      const seconds = parseClock(clock);
      if (seconds !== null) segment = { kind: 'timecode', text: whole, seconds };
    }
    if (!segment) continue;
    pushText(segments, text.slice(last, at));
    segments.push(segment);
    last = at + segment.text.length;
  }
  pushText(segments, text.slice(last));
  return segments;
}

const pushText = (segments: CommentSegment[], text: string) => {
  if (text) segments.push({ kind: 'text', text });
};

/** The distinct usernames a comment mentions, in order of appearance, at most MENTIONS_NOTIFIED_MAX. */
export const mentionedUsernames = (text: string): string[] =>
  [...new Set(commentSegments(text).flatMap((s) => (s.kind === 'mention' ? [s.username] : [])))].slice(
    0,
    MENTIONS_NOTIFIED_MAX,
  );
