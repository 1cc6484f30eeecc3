import { z } from 'zod';
import { cursorSchema, decodeCursor, encodeCursor, type KeysetPosition } from './cursor';

/**
 * The cursor of an admin list ordered by something before its time: "<rank>~<epoch ms>_<uuid>",
 * the rank being a whole number (a video's views, 1 for an unread message and 0 for a read one).
 * Anything the server did not hand out is a 400 `invalid_cursor`, like the plain cursor.
 */
export interface RankedPosition extends KeysetPosition {
  rank: number;
}

const RANKED = /^(\d{1,15})~(.{1,52})$/;

const parse = (cursor: string): RankedPosition | null => {
  const match = RANKED.exec(cursor);
  if (!match || !cursorSchema.safeParse(match[2]).success) return null;
  const position = decodeCursor(match[2]);
  return position ? { rank: Number(match[1]), ...position } : null;
};

export const rankedCursorSchema = z
  .string({ error: 'invalid_cursor' })
  .max(70, { error: 'invalid_cursor' })
  .refine((c) => parse(c) !== null, { message: 'invalid_cursor' })
  .optional();

export const encodeRankedCursor = (p: RankedPosition): string => `${p.rank}~${encodeCursor(p)}`;

/** The position a cursor names (undefined: the first page); throws like decodeCursor on garbage. */
export function decodeRankedCursor(cursor: string | undefined): RankedPosition | undefined {
  if (cursor === undefined) return undefined;
  return parse(rankedCursorSchema.unwrap().parse(cursor))!;
}
