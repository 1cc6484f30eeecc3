import type { AppContext } from '../../context';
import type { TransactionScope } from '../../db/with-transaction';
import {
  demonetiseVideo,
  remonetiseVideo,
  removeVideoByModeration,
  restoreVideoByModeration,
  setOwnerContentHidden,
} from '../videos/videos.public';
import type { SanctionRow } from './decisions.repository';

type Deps = Pick<AppContext, 'db' | 'queue' | 'logger' | 'config' | 'clock' | 'realtime'>;

/**
 * What a decision's content sanctions do, through the videos module's own commands (moderation
 * never writes the videos table): applied when decided, undone when overturned or when they end.
 */
export async function applyContentSanction(ctx: Deps, scope: TransactionScope, s: SanctionRow) {
  if (s.kind === 'video_removal' && s.videoId)
    await removeVideoByModeration(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId });
  if (s.kind === 'demonetisation' && s.videoId)
    await demonetiseVideo(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId, until: s.until });
  if (s.kind === 'ban' && s.subjectId)
    await setOwnerContentHidden(ctx, scope, { ownerId: s.subjectId, hidden: true });
}

/** Undoes a content sanction (`stillBanned`: another ban keeps the member's content hidden). */
export async function liftContentSanction(
  ctx: Deps,
  scope: TransactionScope,
  s: SanctionRow,
  stillBanned: boolean,
) {
  if (s.kind === 'video_removal' && s.videoId)
    await restoreVideoByModeration(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId });
  if (s.kind === 'demonetisation' && s.videoId)
    await remonetiseVideo(ctx, scope, { videoId: s.videoId, decisionId: s.decisionId });
  if (s.kind === 'ban' && s.subjectId && !stillBanned)
    await setOwnerContentHidden(ctx, scope, { ownerId: s.subjectId, hidden: false });
}
