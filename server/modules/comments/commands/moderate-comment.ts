import { z } from 'zod';
import type { CommentStatus } from '../../../../domain/comments';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { TransactionScope } from '../../../db/with-transaction';
import { announce } from '../comment-access';
import { recount, setHiddenByAuthor, updateComment } from '../comment-writes.repository';
import { findComment, lockComment } from '../comments.repository';

/**
 * Moderation's seams (issue 29 §3), run inside its decision's transaction; the moderation module
 * wires them (a report on a comment, a ban). Counts are counted again under the counters' locks.
 */

export interface CommentModerationFacts {
  id: string;
  videoId: string;
  authorId: string;
  text: string;
  status: CommentStatus;
  createdAt: Date;
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

export async function commentForModeration(db: Database, id: string): Promise<CommentModerationFacts | null> {
  const row = isUuid(id) ? await findComment(db, id) : null;
  return (
    row && {
      id: row.id,
      videoId: row.videoId,
      authorId: row.authorId,
      text: row.text,
      status: row.status,
      createdAt: row.createdAt,
    }
  );
}

type Scope = Pick<TransactionScope, 'tx' | 'afterCommit'>;
type Deps = Pick<AppContext, 'realtime'>;

async function setStatus(ctx: Deps, scope: Scope, id: string, from: CommentStatus, to: CommentStatus) {
  const found = isUuid(id) ? await findComment(scope.tx, id) : null;
  if (found?.parentId) await lockComment(scope.tx, found.parentId);
  const row = found && (await lockComment(scope.tx, id));
  if (!row || row.status !== from) return false;
  const changed = (await updateComment(scope.tx, id, { status: to }))!;
  await recount(scope.tx, [row.videoId], row.parentId ? [row.parentId] : []);
  const type = to === 'removed' ? 'comment.removed' : 'comment.created';
  if (row.shown !== changed.shown) scope.afterCommit(() => announce(ctx, type, changed));
  return true;
}

/** A removed comment disappears for everyone (its replies with it) and leaves the counts. Idempotent. */
export const removeCommentByModeration = (ctx: Deps, scope: Scope, id: string) =>
  setStatus(ctx, scope, id, 'published', 'removed');

/** An overturned removal: shown and counted again. */
export const restoreCommentByModeration = (ctx: Deps, scope: Scope, id: string) =>
  setStatus(ctx, scope, id, 'removed', 'published');

/** A banned member's comments are no longer shown nor counted; back as they were if the ban is overturned. */
export async function setAuthorCommentsHidden(
  ctx: Deps,
  scope: Scope,
  input: { memberId: string; hidden: boolean },
): Promise<number> {
  const { hidden } = input;
  const changed = await setHiddenByAuthor(scope.tx, input.memberId, hidden);
  if (changed.length === 0) return 0;
  await recount(
    scope.tx,
    changed.map((c) => c.videoId),
    changed.flatMap((c) => (c.parentId ? [c.parentId] : [])),
  );
  const type = hidden ? 'comment.removed' : 'comment.created';
  scope.afterCommit(() => Promise.all(changed.map((c) => announce(ctx, type, c))));
  return changed.length;
}
