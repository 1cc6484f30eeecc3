import type { MemberSort } from '../../../domain/api/members';
import { ValidationError } from '../../errors';
import type { MembersPosition } from '../accounts/accounts.public';

/**
 * The members list's cursor: base64url of `[sort, key, id]` — the sort it belongs to and the last
 * row's sort key (an exact UTC time with microseconds, or a lower-cased email) and id. It is input
 * like any other: whatever does not decode to a position of this very sort is a 400
 * `invalid_cursor`, never a value the database would refuse.
 */
export const encodeMembersCursor = (sort: MemberSort, row: { sort_key: string; id: string }) =>
  Buffer.from(JSON.stringify([sort, row.sort_key, row.id])).toString('base64url');

const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const invalid = () => new ValidationError('The cursor is invalid.', undefined, 'invalid_cursor');

function validTime(key: string): boolean {
  const m = TIME.exec(key);
  if (!m) return false;
  const date = new Date(`${key.slice(0, 23)}Z`);
  // Round-trips only when every field is in range (no 13th month, no 31 February, no 24:00).
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === key.slice(0, 23) && Number(m[1]) >= 1
  );
}

export function decodeMembersCursor(
  cursor: string | undefined,
  sort: MemberSort,
): MembersPosition | undefined {
  if (cursor === undefined) return undefined;
  if (cursor.length > 300 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parts) || parts.length !== 3 || parts[0] !== sort) throw invalid();
  const [, key, id] = parts as unknown[];
  if (typeof key !== 'string' || typeof id !== 'string' || !ID.test(id)) throw invalid();
  const byEmail = sort === 'email' || sort === '-email';
  if (byEmail ? key.length > 320 || key.includes('\0') : !validTime(key)) throw invalid();
  return { key, id };
}
