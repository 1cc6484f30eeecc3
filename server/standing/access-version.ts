import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { memberStanding } from '../db/schema';
import type { TransactionScope } from '../db/with-transaction';
import type { RealtimeHub } from '../realtime/hub';
import { VersionCache } from '../realtime/version-cache';

/**
 * Server-internal topic (sockets cannot follow `system:` topics) on which "this member changed"
 * reaches every api node: their sessions or profiles (`{ userId }`: drop the cached actor), or their
 * standing (`{ userId, version }`: also every playback grant issued under an older access version).
 * `userId: '*'` means every member (a password reset by mailed link, whose member is not known).
 */
export const MEMBER_TOPIC = 'system:member';

/** The access version of a member whose standing never changed (no row). */
export const NEVER_CHANGED = 1;

/** The member's sessions or profiles changed: every node drops what it cached of them. */
export async function announceMemberChange(realtime: RealtimeHub, userId: string): Promise<void> {
  await realtime.publish(MEMBER_TOPIC, { type: 'member.changed', userId });
}

/**
 * The member's standing changes in this transaction (a role, the plan, a sanction, the account
 * going): one more access version, announced after the commit, so every node drops the cached
 * actor and refuses the grants that relied on the old standing. Returns the new version.
 */
export async function changeStanding(scope: TransactionScope, realtime: RealtimeHub, userId: string) {
  const version = await bumpAccessVersion(scope.tx, userId);
  scope.afterCommit(() => announceStandingChange(realtime, userId, version));
  return version;
}

/** For writers that commit on their own (the CLI's role change): bump, then announce once committed. */
export async function bumpAccessVersion(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .insert(memberStanding)
    .values({ userId, accessVersion: NEVER_CHANGED + 1 })
    .onConflictDoUpdate({
      target: memberStanding.userId,
      set: { accessVersion: sql`${memberStanding.accessVersion} + 1` },
    })
    .returning({ version: memberStanding.accessVersion });
  return row!.version;
}

export async function announceStandingChange(realtime: RealtimeHub, userId: string, version: number) {
  await realtime.publish(MEMBER_TOPIC, { type: 'member.changed', userId, version });
}

export async function readAccessVersion(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: memberStanding.accessVersion })
    .from(memberStanding)
    .where(eq(memberStanding.userId, userId));
  return row?.version ?? NEVER_CHANGED;
}

/**
 * Per-node cache of each member's access version (realtime/version-cache.ts), so a segment whose
 * grant relied on the member's standing (Premium's HD rungs, a monetized video) is checked without a
 * database read; set by the announcement of a standing change.
 */
export class MemberAccessVersions extends VersionCache {
  constructor(
    ctx: { db: { db: Database }; realtime: RealtimeHub; clock: Clock },
    ttlMs = 15_000,
    maxEntries = 100_000,
  ) {
    super(ctx, {
      topic: MEMBER_TOPIC,
      announced: (event) =>
        typeof event.userId === 'string' && typeof event.version === 'number'
          ? { key: event.userId, version: event.version }
          : null,
      read: (userId) => readAccessVersion(ctx.db.db, userId),
      merge: (known, version) => Math.max(known ?? 0, version),
      ttlMs,
      maxEntries,
    });
  }
}
