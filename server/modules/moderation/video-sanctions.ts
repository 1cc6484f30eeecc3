import type { AppContext } from '../../context';
import type { TransactionScope } from '../../db/with-transaction';
import {
  removeCommentByModeration,
  restoreCommentByModeration,
  setAuthorCommentsHidden,
} from '../comments/comments.public';
import { setOwnerPlaylistsHidden } from '../playlists/playlists.public';
import {
  demonetiseVideo,
  remonetiseVideo,
  removeVideoByModeration,
  restoreVideoByModeration,
  setOwnerContentHidden,
} from '../videos/videos.public';
import { otherSanctionInForce, type SanctionRow } from './decisions.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

/**
 * What a decision's content sanctions do, through the videos and comments modules' own commands
 * (moderation never writes their tables): applied when decided, undone when overturned or when they end.
 */
export async function applyContentSanction(ctx: Deps, scope: TransactionScope, s: SanctionRow) {
  if (s.kind === 'video_removal' && s.videoId)
    await removeVideoByModeration(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId });
  if (s.kind === 'demonetisation' && s.videoId)
    await demonetiseVideo(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId, until: s.until });
  if (s.kind === 'comment_removal' && s.commentId) await removeCommentByModeration(ctx, scope, s.commentId);
  if (s.kind === 'ban' && s.subjectId) {
    await setOwnerContentHidden(ctx, scope, { ownerId: s.subjectId, hidden: true });
    await setAuthorCommentsHidden(ctx, scope, { memberId: s.subjectId, hidden: true });
    await setOwnerPlaylistsHidden(scope, { ownerId: s.subjectId, hidden: true });
  }
}

/**
 * Undoes a content sanction, unless another decision still imposes the same on the same thing: a
 * video removed by two decisions stays removed when one is overturned, and is handed over to the
 * other (whose overturn or end then restores it); the same for a demonetisation and for a ban's
 * hiding of the member's content.
 */
export async function liftContentSanction(ctx: Deps, scope: TransactionScope, s: SanctionRow) {
  const onVideo = (s.kind === 'video_removal' || s.kind === 'demonetisation') && s.videoId;
  const onComment = s.kind === 'comment_removal' && s.commentId;
  if (!onVideo && !onComment && s.kind !== 'ban') return;
  const other = await otherSanctionInForce(scope.tx, s, ctx.clock.now());
  if (s.kind === 'ban') {
    if (s.subjectId && !other) {
      await setOwnerContentHidden(ctx, scope, { ownerId: s.subjectId, hidden: false });
      await setAuthorCommentsHidden(ctx, scope, { memberId: s.subjectId, hidden: false });
      await setOwnerPlaylistsHidden(scope, { ownerId: s.subjectId, hidden: false });
    }
    return;
  }
  // A comment has no decision of its own to hand over: it stays removed while another removal holds.
  if (onComment) {
    if (!other) await restoreCommentByModeration(ctx, scope, s.commentId!);
    return;
  }
  const ref = { videoId: s.videoId!, decisionId: s.decisionId };
  if (s.kind === 'video_removal') await restoreVideoByModeration(ctx, scope, ref);
  if (s.kind === 'demonetisation') await remonetiseVideo(ctx, scope, ref);
  // Restoring undid only what this decision had set (the videos module keeps one decision per
  // restriction); the other decision's sanction is set again at once, in the same transaction.
  if (other) await applyContentSanction(ctx, scope, other);
}
