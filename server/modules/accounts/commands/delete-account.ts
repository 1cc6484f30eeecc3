import { verifyPassword } from 'better-auth/crypto';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import { ForbiddenError } from '../../../errors';
import { changeStanding } from '../../../standing/access-version';
import type { Actor } from '../../../standing/actor';
import { accountDeleted } from '../accounts.events';
import { credentialPasswordHash, deleteSessionsOf, markUserDeleted } from '../accounts.repository';

/**
 * Whether `password` is the member's current one, checked as Better Auth checks it at sign-in
 * (its scrypt helper; auth.ts keeps Better Auth's default hashing, so the two agree).
 */
async function isCurrentPassword(ctx: Pick<AppContext, 'db'>, userId: string, password: string) {
  const hash = await credentialPasswordHash(ctx.db.db, userId);
  if (!hash) return false;
  return verifyPassword({ hash, password }).catch(() => false);
}

/**
 * Deletes the member's account after re-authentication. What must hold at once happens in one
 * transaction: the account is marked deleted (sign-in refused, any session counts as signed out),
 * every session ends, and accounts.deleted is queued. Its one ordered job (server/jobs/
 * remove-account-data.ts) then removes the videos and their files, the channels, and last the user
 * row and avatar — a crash at any point leaves either all of this or none, and a retry finishes it.
 */
export async function deleteAccount(
  ctx: Pick<AppContext, 'db' | 'queue' | 'logger' | 'clock' | 'realtime'>,
  actor: Actor,
  password: string,
): Promise<void> {
  if (!(await isCurrentPassword(ctx, actor.userId, password)))
    throw new ForbiddenError('The password is incorrect.', 'invalid_password');
  await withTransaction(ctx, async (scope) => {
    const { tx, enqueue } = scope;
    const marked = await markUserDeleted(tx, actor.userId, ctx.clock.now());
    await deleteSessionsOf(tx, actor.userId);
    // The account's standing ends: every node forgets its sessions now (not when its cache would
    // re-read them), and its playback grants that relied on Premium stop before billing is told.
    await changeStanding(scope, ctx.realtime, actor.userId);
    // Already marked: the request that marked it queued the event in its own transaction.
    if (marked) await enqueue(accountDeleted, { userId: actor.userId }, { dedupKey: actor.userId });
  });
}
