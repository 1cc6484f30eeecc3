import type { DatabaseHandle } from '../db/client';
import { untagRequestId } from '../request-id';

/**
 * The data of each occurrence of an event queued so far, oldest first. Sending an event queues its
 * reactions' jobs directly (server/jobs/queue.ts), one per reaction with the same data: the jobs of
 * its first reaction (by name) stand for its occurrences. `where` filters on top-level data fields.
 * The data is the event's own: without the id of the request that sent it (server/request-id.ts).
 */
export async function eventOccurrences(
  db: Pick<DatabaseHandle, 'query'>,
  event: string,
  where: Record<string, string> = {},
): Promise<Record<string, unknown>[]> {
  const filters = Object.keys(where).map((_, i) => `and data->>$${2 + i * 2} = $${3 + i * 2}`);
  const { rows } = await db.query<{ data: Record<string, unknown> }>(
    `select data from pgboss.job
      where name = (select min(name) from pgboss.queue where name like $1) ${filters.join(' ')}
      order by created_on, id`,
    [`${event.replace('.', '-')}.%`, ...Object.entries(where).flat()],
  );
  return rows.map((r) => untagRequestId(r.data).data as Record<string, unknown>);
}
