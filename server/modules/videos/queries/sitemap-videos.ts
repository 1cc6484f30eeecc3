import { and, asc, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { videos } from '../../../db/schema';
import { isListed } from '../listed';

/**
 * The public, watchable videos whose id starts with one 2-hex-digit prefix (one of 256 sitemap
 * pages: ~4,000 URLs each at a million videos, far under the 50,000 a sitemap may hold), read as a
 * range of the primary key — no offset, whatever the size of the catalogue.
 */
export async function sitemapVideos(
  db: Database,
  prefix: string,
): Promise<{ id: string; updatedAt: Date; thumbnailUrl: string | null; title: string }[]> {
  const from = `${prefix}000000-0000-0000-0000-000000000000`;
  const next = (Number.parseInt(prefix, 16) + 1).toString(16).padStart(2, '0');
  const conditions = [gte(videos.id, from), isListed];
  if (prefix !== 'ff') conditions.push(lt(videos.id, `${next}000000-0000-0000-0000-000000000000`));
  return db
    .select({
      id: videos.id,
      updatedAt: videos.updatedAt,
      thumbnailUrl: videos.thumbnailUrl,
      title: videos.title,
    })
    .from(videos)
    .where(and(...conditions))
    .orderBy(asc(videos.id))
    .limit(50_000);
}
