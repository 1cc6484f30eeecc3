import type { CommentSort } from '../../../domain/comments';
import { CURSOR_MAX_MS } from '../../../domain/cursor';
import { ValidationError } from '../../errors';

/**
 * Where a page of comments ends: "newest" pages by (created_at, id), "top" by (like_count,
 * created_at, id). Opaque to the client and validated as input: anything else is 400 invalid_cursor.
 */
export interface CommentPosition {
  likes: number;
  at: Date;
  id: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const RANKED = new RegExp(`^(\\d{1,9})_(\\d{1,15})_(${UUID})$`);
const PLAIN = new RegExp(`^(\\d{1,15})_(${UUID})$`);
const LIKES_MAX = 2_147_483_647;

const invalid = () => new ValidationError('The cursor is invalid.', undefined, 'invalid_cursor');

export const encodeCommentCursor = (sort: CommentSort | 'oldest', c: CommentPosition): string =>
  sort === 'top' ? `${c.likes}_${c.at.getTime()}_${c.id}` : `${c.at.getTime()}_${c.id}`;

export function decodeCommentCursor(
  sort: CommentSort | 'oldest',
  cursor: string | undefined,
): CommentPosition | undefined {
  if (cursor === undefined) return undefined;
  if (cursor.length > 80) throw invalid();
  const ranked = sort === 'top';
  const match = (ranked ? RANKED : PLAIN).exec(cursor);
  if (!match) throw invalid();
  const likes = ranked ? Number(match[1]) : 0;
  const ms = Number(match[ranked ? 2 : 1]);
  if (likes > LIKES_MAX || ms > CURSOR_MAX_MS) throw invalid();
  return { likes, at: new Date(ms), id: match[ranked ? 3 : 2]! };
}
