import type { VideoPage } from '../../../../domain/api/videos';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import type { AppContext } from '../../../context';
import type { Actor } from '../../../standing/actor';
import { presentVideoCard } from '../../videos/videos.public';
import { listHistory } from '../profiles.repository';

export const HISTORY_PAGE_SIZE = 24;

/** One page of what the current profile watched, most recent first ("Voir plus" asks for the next). */
export async function historyPage(
  ctx: Pick<AppContext, 'db'>,
  actor: Actor,
  profileId: string,
  cursor: string | undefined,
): Promise<VideoPage> {
  const limit = HISTORY_PAGE_SIZE;
  const rows = await listHistory(ctx.db.db, {
    profileId,
    userId: actor.userId,
    limit,
    before: decodeCursor(cursor),
  });
  const last = rows.at(-1);
  return {
    items: rows.map((row) => presentVideoCard(row.refs)),
    nextCursor:
      rows.length === limit && last ? encodeCursor({ at: last.watchedAt, id: last.refs.video.id }) : null,
  };
}
