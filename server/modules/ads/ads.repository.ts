import { eq } from 'drizzle-orm';
import { type AdSettings, adSettingsSchema } from '../../../domain/api/ads';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

/** app_settings key of the ad network settings (server/db/schema/system.ts). */
export const ADS_SETTINGS_KEY = 'ads';

/** Nothing configured: no network, slots show house ads. */
export const DEFAULT_AD_SETTINGS: AdSettings = {
  enabled: false,
  publisherId: null,
  slots: { homeFeed: null, watch: null },
};

/** The saved settings; a missing or unreadable row counts as "nothing configured". */
export async function readAdSettings(db: Database): Promise<AdSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ADS_SETTINGS_KEY));
  const parsed = adSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_AD_SETTINGS;
}

export async function writeAdSettings(db: Database, settings: AdSettings, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: ADS_SETTINGS_KEY, value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedAt: now } });
}

/**
 * The settings, locked for the rest of the transaction (the row is created first when missing), so
 * two admins saving different fields at once both keep their change.
 */
export async function lockAdSettings(tx: Database, now: Date): Promise<AdSettings> {
  await tx
    .insert(appSettings)
    .values({ key: ADS_SETTINGS_KEY, value: DEFAULT_AD_SETTINGS, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, ADS_SETTINGS_KEY))
    .for('update');
  const parsed = adSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_AD_SETTINGS;
}
