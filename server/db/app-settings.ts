import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { appSettings } from './schema';

/**
 * app_settings is core (server/db/schema/system.ts): modules keep small settings there under their
 * own key (ads: 'ads', the demo seed: 'demo_seed'), and only this file writes the table.
 */

/** The stored value, or undefined when the key was never saved. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

export async function saveSetting(db: Database, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
}

/**
 * The value, locked for the rest of the caller's transaction (the row is created with `initial`
 * first when missing), so two writers of different fields at once both keep their change.
 */
export async function lockSetting(tx: Database, key: string, initial: unknown, now: Date): Promise<unknown> {
  await tx.insert(appSettings).values({ key, value: initial, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
    .for('update');
  return row?.value;
}
