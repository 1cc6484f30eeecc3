import { z } from 'zod';
import type { VideoPage } from '../../../domain/api/videos';
import type { Database } from '../../db/client';
import { presentVideoCard } from './videos.presenter';
import { listPublicVideos } from './videos.repository';

/** Keyset cursor "publishedAtMs_id" of the last card of a page. */
export const cursorSchema = z
  .string()
  .regex(/^\d+_[0-9a-f-]{36}$/)
  .optional();

const encodeCursor = (v: { publishedAt: string | null; id: string }) =>
  v.publishedAt ? `${new Date(v.publishedAt).getTime()}_${v.id}` : null;
const decodeCursor = (c: string | undefined) => {
  if (!c) return undefined;
  const [ms, id] = c.split('_');
  return { publishedAt: new Date(Number(ms)), id: id! };
};

/** One page of public videos, newest first (the whole catalogue, or one channel's). */
export async function publicVideosPage(
  db: Database,
  opts: { limit: number; cursor?: string; channelId?: string },
): Promise<VideoPage> {
  const rows = await listPublicVideos(db, {
    limit: opts.limit,
    channelId: opts.channelId,
    before: decodeCursor(opts.cursor),
  });
  const items = rows.map(presentVideoCard);
  return { items, nextCursor: items.length === opts.limit ? encodeCursor(items.at(-1)!) : null };
}
