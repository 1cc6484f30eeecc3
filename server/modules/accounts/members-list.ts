import { type SQL, sql } from 'drizzle-orm';
import type { MemberSort } from '../../../domain/api/members';
import type { UserRole } from '../../../domain/standing';
import { type Database, rowsOf } from '../../db/client';

/**
 * The admins' members list (docs/decisions/0023): live accounts, filtered, sorted, in keyset pages.
 * What other modules own (a plan, being a creator, a sanction) comes in as SQL on `u.id` from their
 * public files, so this query reads only accounts' tables itself.
 */
export interface MembersQuery {
  /** Lower-cased part of an email or username. */
  q?: string;
  role?: UserRole | 'none';
  premium?: boolean;
  creator?: boolean;
  sanctioned?: boolean;
  createdFrom?: Date;
  /** Exclusive. */
  createdTo?: Date;
  signInFrom?: Date;
  signInTo?: Date;
  sort: MemberSort;
  /** One member only (their page). */
  id?: string;
}

/** The other modules' parts, as predicates on the member's id. */
export interface MemberPredicates {
  premium: (userId: SQL) => SQL;
  creator: (userId: SQL) => SQL;
  /** Null: no provider restricts anybody (nobody is sanctioned). */
  sanctioned: ((userId: SQL) => SQL) | null;
}

/** Where the previous page ended: its last row's sort key (text) and id. */
export interface MembersPosition {
  key: string;
  id: string;
}

export interface MemberListRow {
  id: string;
  email: string;
  username: string | null;
  name: string;
  roles: UserRole[];
  premium: boolean;
  creator: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  sort_key: string;
}

const ID = sql.raw('u.id');
const PAGE_ID = sql.raw('p.id');
const KEYS = {
  created: { expr: sql.raw('u.created_at'), cast: sql.raw('timestamptz') },
  signIn: {
    expr: sql.raw("coalesce(u.last_sign_in_at, 'epoch'::timestamptz)"),
    cast: sql.raw('timestamptz'),
  },
  email: { expr: sql.raw('lower(u.email)'), cast: sql.raw('text') },
} as const;
/** A timestamp as text with its microseconds, so a cursor names a row's position exactly. */
const exactTime = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** LIKE matches the text literally: its wildcards and escape are escaped. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const yes = (wanted: boolean | undefined, predicate: SQL) =>
  wanted === undefined ? undefined : wanted ? predicate : sql`not ${predicate}`;

export function sortOf(sort: MemberSort) {
  const name = sort.replace('-', '') as keyof typeof KEYS;
  return { ...KEYS[name], name, desc: sort.startsWith('-') };
}

export async function membersPage(
  db: Database,
  query: MembersQuery,
  predicates: MemberPredicates,
  after: MembersPosition | undefined,
  limit: number,
): Promise<MemberListRow[]> {
  const sort = sortOf(query.sort);
  const premium = predicates.premium(ID);
  const creator = predicates.creator(ID);
  const sanctioned = predicates.sanctioned?.(ID) ?? sql`false`;
  const where: (SQL | undefined)[] = [
    sql`u.deleted_at is null`,
    query.id ? sql`u.id = ${query.id}` : undefined,
    query.q
      ? sql`(lower(u.email) like ${containing(query.q)} or lower(u.username) like ${containing(query.q)})`
      : undefined,
    query.role === 'none'
      ? sql`not exists (select 1 from user_roles r where r.user_id = u.id)`
      : query.role
        ? sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${query.role})`
        : undefined,
    yes(query.premium, premium),
    yes(query.creator, creator),
    yes(query.sanctioned, sanctioned),
    query.createdFrom ? sql`u.created_at >= ${query.createdFrom.toISOString()}::timestamptz` : undefined,
    query.createdTo ? sql`u.created_at < ${query.createdTo.toISOString()}::timestamptz` : undefined,
    query.signInFrom ? sql`u.last_sign_in_at >= ${query.signInFrom.toISOString()}::timestamptz` : undefined,
    query.signInTo ? sql`u.last_sign_in_at < ${query.signInTo.toISOString()}::timestamptz` : undefined,
    after
      ? sort.desc
        ? sql`(${sort.expr}, u.id) < (${after.key}::${sort.cast}, ${after.id})`
        : sql`(${sort.expr}, u.id) > (${after.key}::${sort.cast}, ${after.id})`
      : undefined,
  ];
  const direction = sql.raw(sort.desc ? 'desc' : 'asc');
  const key = sort.name === 'email' ? sort.expr : exactTime(sort.expr);
  // The page is chosen first, and the other modules' parts computed for its rows only: in one
  // query level the planner hashes every subscription and video once per request (25 ms at
  // 100,000 members, growing with them) instead of 51 index probes.
  return rowsOf<MemberListRow>(
    await db.execute(sql`
      select p.*,
        array(select r.role from user_roles r where r.user_id = p.id order by r.role) as roles,
        ${predicates.premium(PAGE_ID)} as premium, ${predicates.creator(PAGE_ID)} as creator
      from (
        select u.id, u.email, u.username, u.name, u.created_at, u.last_sign_in_at,
          ${sort.expr} as sort_value, ${key} as sort_key
        from users u
        where ${sql.join(
          where.filter((w): w is SQL => w !== undefined),
          sql` and `,
        )}
        order by ${sort.expr} ${direction}, u.id ${direction}
        limit ${limit}
      ) p
      order by p.sort_value ${direction}, p.id ${direction}`),
  );
}
