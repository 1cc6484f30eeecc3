import type { MemberRoleChange } from '../../../../domain/api/members';
import { isAdmin, type UserRole } from '../../../../domain/standing';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../errors';
import { announceMemberChange, changeStanding } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import { deleteSessionsOf, liveMemberIds, lockAdmins } from '../admin-members.repository';
import { grantRole, revokeRole, rolesOf } from '../roles.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'realtime'>;

interface AdminWrite {
  actor: Actor | null;
  requestId: string | null;
  memberIds: readonly string[];
}

function authorizeAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new UnauthenticatedError();
  if (!isAdmin(actor)) throw new ForbiddenError();
}

export const memberNotFound = () => new NotFoundError('No such member.', 'member_not_found');

/** Every id must name a live account: a bulk action changes all of them or none. */
async function requireMembers(db: Parameters<typeof liveMemberIds>[0], ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const live = await liveMemberIds(db, unique);
  if (live.size !== unique.length) throw memberNotFound();
  return unique;
}

/**
 * Grants or revokes `role` for each member, one audit row and one new access version per member
 * whose roles changed (announced after the commit: their cached actor goes on every node). Taking
 * admin away from the last admins (oneself included) is refused with `last_admin`.
 */
export async function changeMembersRole(
  ctx: Deps,
  { actor, requestId, memberIds, role, grant }: AdminWrite & Omit<MemberRoleChange, 'memberIds'>,
): Promise<number> {
  authorizeAdmin(actor);
  return withTransaction(ctx, async (scope) => {
    const { tx } = scope;
    const ids = await requireMembers(tx, memberIds);
    if (role === 'admin' && !grant) {
      const admins = await lockAdmins(tx);
      // Demoted by another admin while this request waited: it no longer speaks for an admin.
      if (!admins.has(actor.userId)) throw new ForbiddenError();
      if ([...admins].every((id) => ids.includes(id)))
        throw new ConflictError('At least one admin must remain.', 'last_admin');
    }
    const now = ctx.clock.now();
    let changed = 0;
    for (const id of ids) {
      const before = await rolesOf(tx, id);
      if (before.includes(role) === grant) continue;
      if (grant) await grantRole(tx, id, role);
      else await revokeRole(tx, id, role);
      const after: UserRole[] = grant ? [...before, role].sort() : before.filter((r) => r !== role);
      await changeStanding(scope, ctx.realtime, id);
      await recordAdminAction(
        tx,
        {
          actor,
          action: grant ? 'accounts.grant-role' : 'accounts.revoke-role',
          targetType: 'member',
          targetId: id,
          before: { roles: before },
          after: { roles: after },
          requestId,
        },
        now,
      );
      changed++;
    }
    return changed;
  });
}

/**
 * Ends every session of each member at once: the rows go in the transaction, and after the commit
 * every node drops the member's cached sessions, so their next request is signed out and their open
 * sockets are closed (realtime.routes.ts). One audit row per member.
 */
export async function revokeMembersSessions(ctx: Deps, { actor, requestId, memberIds }: AdminWrite) {
  authorizeAdmin(actor);
  return withTransaction(ctx, async ({ tx, afterCommit }) => {
    const ids = await requireMembers(tx, memberIds);
    const now = ctx.clock.now();
    let changed = 0;
    for (const id of ids) {
      const ended = await deleteSessionsOf(tx, id);
      if (ended > 0) changed++;
      afterCommit(() => announceMemberChange(ctx.realtime, id));
      await recordAdminAction(
        tx,
        {
          actor,
          action: 'accounts.revoke-sessions',
          targetType: 'member',
          targetId: id,
          before: { sessions: ended },
          after: { sessions: 0 },
          requestId,
        },
        now,
      );
    }
    return changed;
  });
}
