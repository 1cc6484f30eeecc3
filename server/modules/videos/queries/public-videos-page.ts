import type { VideoPage } from '../../../../domain/api/videos';
import { decodeCursor, encodeCursor } from '../../../../domain/cursor';
import type { Database } from '../../../db/client';
import { presentVideoCard } from '../videos.presenter';
import { listPublicVideos } from '../videos.repository';

const cursorOf = (v: { publishedAt: string | null; id: string }) =>
  v.publishedAt ? encodeCursor({ at: new Date(v.publishedAt), id: v.id }) : null;

/** One page of public videos, newest first (the whole catalogue, or one channel's). */
export async function publicVideosPage(
  db: Database,
  opts: { limit: number; cursor?: string; channelId?: string },
): Promise<VideoPage> {
  const before = decodeCursor(opts.cursor);
  const rows = await listPublicVideos(db, {
    limit: opts.limit,
    channelId: opts.channelId,
    before: before && { publishedAt: before.at, id: before.id },
  });
  const items = rows.map(presentVideoCard);
  return { items, nextCursor: items.length === opts.limit ? cursorOf(items.at(-1)!) : null };
}
