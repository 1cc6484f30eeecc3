import { z } from 'zod';

/**
 * The one keyset cursor of every paged API route: "<epoch ms>_<uuid>", the sort time and id of the
 * last item of a page (a video's publication, a notification's creation, a subscription…). Times
 * are stored with millisecond precision, so a cursor names a position exactly.
 *
 * A cursor is whatever the client sends back, so it is validated as input: anything the server did
 * not hand out (garbage, a non-uuid id, a time a Date or PostgreSQL cannot hold) is a 400
 * `invalid_cursor` — never a query the database refuses with a 500.
 */
export interface KeysetPosition {
  at: Date;
  id: string;
}

/**
 * The latest time a cursor may name. Beyond year 9999 an ISO date gets a sign and six digits that
 * PostgreSQL does not read, and past 8.64e15 ms a Date is invalid; no stored item is that late.
 */
export const CURSOR_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const CURSOR = /^(\d{1,15})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** 15 digits, "_", a 36-character uuid: longer input is refused before any pattern runs. */
const CURSOR_MAX_LENGTH = 52;

const parts = (cursor: string): { ms: number; id: string } | null => {
  if (cursor.length > CURSOR_MAX_LENGTH) return null;
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const ms = Number(match[1]);
  return ms <= CURSOR_MAX_MS ? { ms, id: match[2]! } : null;
};

/**
 * The `cursor` query parameter of a paged route (absent: the first page). Every failure, a
 * repeated parameter included, carries the message `invalid_cursor`, which the error handler
 * answers as that code.
 */
export const cursorSchema = z
  .string({ error: 'invalid_cursor' })
  .refine((c) => parts(c) !== null, { message: 'invalid_cursor' })
  .optional();

/** `{ cursor }`: the query of a paged route that takes nothing else. */
export const cursorQuerySchema = z.object({ cursor: cursorSchema });

export const encodeCursor = (position: KeysetPosition): string => `${position.at.getTime()}_${position.id}`;

/**
 * The position a cursor names; undefined for the first page. Throws a ZodError (a 400
 * `invalid_cursor` through the error handler) for a cursor the schema would refuse, so a route that
 * forgot the schema still cannot reach the database with it.
 */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (cursor === undefined) return undefined;
  const valid = parts(cursorSchema.unwrap().parse(cursor));
  return { at: new Date(valid!.ms), id: valid!.id };
}
