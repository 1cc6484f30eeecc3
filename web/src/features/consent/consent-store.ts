import { type ConsentRecord, readStoredRecord } from '@domain/consent.rules';

/** Browser storage of the consent (spec §9: storage keys for consent and country override). */
export const CONSENT_STORAGE_KEY = 'kinora.consent';
export const COUNTRY_STORAGE_KEY = 'kinora.country';
const ANON_ID_KEY = 'kinora.consentId';

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {}
};

/** The stored decision, or null when none, malformed, or of an older consent version. */
export const loadRecord = (): ConsentRecord | null => readStoredRecord(read(CONSENT_STORAGE_KEY));
export const storeRecord = (record: ConsentRecord | null) =>
  write(CONSENT_STORAGE_KEY, record ? JSON.stringify(record) : null);

/** The random id this browser's decisions are recorded under on the server (proof of consent). */
export function anonymousId(): string {
  const known = read(ANON_ID_KEY);
  if (known && /^[0-9a-f-]{36}$/.test(known)) return known;
  const id = crypto.randomUUID();
  write(ANON_ID_KEY, id);
  return id;
}

export const loadCountryOverride = () => read(COUNTRY_STORAGE_KEY);
export const storeCountryOverride = (country: string | null) => write(COUNTRY_STORAGE_KEY, country);
