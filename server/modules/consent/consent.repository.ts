import { and, asc, gt, gte, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consentRecords } from '../../db/schema';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

export async function insertConsentRecord(
  db: Database,
  values: typeof consentRecords.$inferInsert,
): Promise<void> {
  await db.insert(consentRecords).values(values);
}

/** Records in [from, to), oldest first, by keyset (createdAt, id) so an export of millions streams in pages. */
export async function consentRecordsPage(
  db: Database,
  range: { from: Date; to: Date },
  after: { createdAt: Date; id: string } | null,
  limit: number,
): Promise<ConsentRecordRow[]> {
  const conditions: (SQL | undefined)[] = [
    gte(consentRecords.createdAt, range.from),
    lt(consentRecords.createdAt, range.to),
  ];
  if (after) {
    conditions.push(
      or(
        gt(consentRecords.createdAt, after.createdAt),
        and(gte(consentRecords.createdAt, after.createdAt), gt(consentRecords.id, after.id)),
      ),
    );
  }
  return db
    .select()
    .from(consentRecords)
    .where(and(...conditions))
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id))
    .limit(limit);
}
