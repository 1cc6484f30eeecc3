import { type AdSettings, adSettingsSchema } from '../../../domain/api/ads';
import { lockSetting, readSetting, saveSetting } from '../../db/app-settings';
import type { Database } from '../../db/client';

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
  const parsed = adSettingsSchema.safeParse(await readSetting(db, ADS_SETTINGS_KEY));
  return parsed.success ? parsed.data : DEFAULT_AD_SETTINGS;
}

export async function writeAdSettings(db: Database, settings: AdSettings, now: Date): Promise<void> {
  await saveSetting(db, ADS_SETTINGS_KEY, settings, now);
}

/**
 * The settings, locked for the rest of the transaction (the row is created first when missing), so
 * two admins saving different fields at once both keep their change.
 */
export async function lockAdSettings(tx: Database, now: Date): Promise<AdSettings> {
  const parsed = adSettingsSchema.safeParse(
    await lockSetting(tx, ADS_SETTINGS_KEY, DEFAULT_AD_SETTINGS, now),
  );
  return parsed.success ? parsed.data : DEFAULT_AD_SETTINGS;
}
