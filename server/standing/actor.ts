import type { SQL } from 'drizzle-orm';
import type { PlanId } from '../../domain/plans';
import { PLAIN_STANDING, type Sanction, type Standing, type UserRole } from '../../domain/standing';
import type { Database } from '../db/client';

/**
 * Who is acting: a signed-in member and their standing (roles, plan, sanctions), read once per
 * session and cached per node (actor-cache.ts). Core, not HTTP: routes, sockets, jobs and the CLI
 * all speak of the same actor, and the modules that own each part of the standing provide it.
 */
export interface Actor extends Standing {
  userId: string;
  email: string;
  sessionId: string;
}

/** One module's part of a member's standing, as it is at `now`. */
export interface StandingPart {
  roles?: UserRole[];
  plan?: PlanId;
  /** Sanctions in force at `now` only. */
  sanctions?: Sanction[];
  /** When this part changes by itself (a plan's period ends, a sanction runs out), epoch ms on the app's clock. */
  untilMs?: number;
  /** The account is gone (deleted, being deleted): it has no standing and acts as nobody. */
  closed?: boolean;
}

/**
 * A module's contribution to the standing (accounts: roles; billing: plan; moderation: sanctions).
 * A provider whose part changes must bump the member's access version in the same transaction
 * (access-version.ts): that is what drops cached actors and revokes grants on every node.
 */
export interface StandingProvider {
  name: string;
  read(db: Database, userId: string, now: Date): Promise<StandingPart>;
  /**
   * "This provider restricts the member at `now`" (a sanction in force) as SQL on another query's
   * user id, for the admins' members filter; a provider that restricts nobody has none.
   */
  restrictedSql?: (userId: SQL, now: Date) => SQL;
}

export interface MemberStanding {
  standing: Standing;
  /** When the standing changes by itself: a cached actor stops there. */
  untilMs: number;
  closed: boolean;
}

/** The member's standing from every provider, read at once. */
export async function readStanding(
  providers: readonly StandingProvider[],
  db: Database,
  userId: string,
  now: Date,
): Promise<MemberStanding> {
  const parts = await Promise.all(providers.map((p) => p.read(db, userId, now)));
  const standing: Standing = { ...PLAIN_STANDING, roles: [], sanctions: [] };
  let untilMs = Number.POSITIVE_INFINITY;
  let closed = false;
  for (const part of parts) {
    if (part.roles) standing.roles.push(...part.roles);
    if (part.plan) standing.plan = part.plan;
    if (part.sanctions) standing.sanctions.push(...part.sanctions);
    untilMs = Math.min(untilMs, part.untilMs ?? Number.POSITIVE_INFINITY);
    closed ||= part.closed ?? false;
  }
  standing.roles.sort();
  return { standing, untilMs, closed };
}
