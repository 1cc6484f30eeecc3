import { asc, eq } from 'drizzle-orm';
import type { ExportedConsent } from '../../../domain/api/accounts';
import type { Database } from '../../db/client';
import { consentRecords } from '../../db/schema';

/** The cookie-consent decisions the member made while signed in (user_id is theirs). */
export async function consentsOf(db: Database, userId: string): Promise<ExportedConsent[]> {
  const rows = await db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.createdAt));
  return rows.map((r) => ({
    anonId: r.anonId,
    status: r.status,
    preferences: r.preferences,
    regime: r.regime,
    country: r.country,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
  }));
}
