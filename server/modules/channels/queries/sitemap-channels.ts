import { and, asc, gte, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { channels } from '../../../db/schema';

/** Channels whose id starts with one 2-hex-digit prefix (a sitemap page), by primary-key range. */
export async function sitemapChannels(
  db: Database,
  prefix: string,
): Promise<{ id: string; updatedAt: Date }[]> {
  const from = `${prefix}000000-0000-0000-0000-000000000000`;
  const next = (Number.parseInt(prefix, 16) + 1).toString(16).padStart(2, '0');
  const conditions = [gte(channels.id, from)];
  if (prefix !== 'ff') conditions.push(lt(channels.id, `${next}000000-0000-0000-0000-000000000000`));
  return db
    .select({ id: channels.id, updatedAt: channels.updatedAt })
    .from(channels)
    .where(and(...conditions))
    .orderBy(asc(channels.id))
    .limit(50_000);
}
