/**
 * Cookie consent (spec §2 "Cookie consent", §4): regimes by country, the record a visitor's choice
 * becomes, and its transitions. Pure rules shared by the banner, the dialog and the server; no zod,
 * since the banner needs them at first load (the schemas are in consent.ts, which re-exports these).
 */
export const CONSENT_VERSION = '2024-12-01';

export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export type CookiePreferences = { necessary: true } & Record<Exclude<CookieCategory, 'necessary'>, boolean>;

export const CONSENT_STATUSES = ['unknown', 'accepted', 'rejected', 'custom'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const COOKIE_REGIMES = ['gdpr', 'optOut', 'noticeOnly'] as const;
export type CookieRegime = (typeof COOKIE_REGIMES)[number];

export interface CookiePolicy {
  regime: CookieRegime;
  showBanner: boolean;
  highlightRejectOption: boolean;
}

/** EU member states, the rest of the EEA, the UK (GB; "UK" accepted too) and Switzerland. */
const GDPR = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB UK CH'.split(
    ' ',
  ),
);
const OPT_OUT = new Set('US CA AU NZ MX AR CL'.split(' '));
const NOTICE_ONLY = new Set('JP SG IN KR HK'.split(' '));

const POLICIES: Record<CookieRegime, CookiePolicy> = {
  gdpr: { regime: 'gdpr', showBanner: true, highlightRejectOption: true },
  optOut: { regime: 'optOut', showBanner: true, highlightRejectOption: false },
  noticeOnly: { regime: 'noticeOnly', showBanner: false, highlightRejectOption: false },
};

/** A two-letter country code, upper-cased, or null for anything else. */
export function normalizeCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** The regime a country's law asks for; an unknown country (or a failed lookup) gets gdpr. */
export function policyForCountry(country: string | null): CookiePolicy {
  const code = normalizeCountry(country);
  if (!code) return POLICIES.gdpr;
  if (GDPR.has(code)) return POLICIES.gdpr;
  if (OPT_OUT.has(code)) return POLICIES.optOut;
  if (NOTICE_ONLY.has(code)) return POLICIES.noticeOnly;
  return POLICIES.optOut;
}

/** The country of a browser locale ('fr-FR' → FR, 'pt_BR' → BR), when it names one. */
export function countryOfLocale(locale: string | null | undefined): string | null {
  const region = locale?.split(/[-_]/)[1];
  return region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : null;
}

/** Services answer XX or ZZ (unknown) and T1 (Tor) when they cannot place an address: not countries. */
const located = (value: unknown) => {
  const code = normalizeCountry(value);
  return code && !['XX', 'ZZ', 'T1'].includes(code) ? code : null;
};

export type CountrySource = 'override' | 'header' | 'lookup' | 'locale' | 'unknown';

/**
 * The visitor's country, first found of: their manual override, a country header set by a
 * CDN/proxy, the IP-lookup services, their browser locale.
 */
export async function resolveCountry(sources: {
  override?: string | null;
  header?: string | null;
  lookup?: () => Promise<string | null>;
  locale?: string | null;
}): Promise<{ country: string | null; source: CountrySource }> {
  const override = normalizeCountry(sources.override);
  if (override) return { country: override, source: 'override' };
  const header = located(sources.header);
  if (header) return { country: header, source: 'header' };
  const looked = located(await sources.lookup?.().catch(() => null));
  if (looked) return { country: looked, source: 'lookup' };
  const fromLocale = countryOfLocale(sources.locale);
  if (fromLocale) return { country: fromLocale, source: 'locale' };
  return { country: null, source: 'unknown' };
}

export interface ConsentRecord {
  status: Exclude<ConsentStatus, 'unknown'>;
  preferences: CookiePreferences;
  policy: CookiePolicy;
  /** ISO date-time of the decision. */
  updatedAt: string;
  version: string;
}

const ALL: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };
const NONE: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false };

export const acceptAll = (policy: CookiePolicy, now: Date): ConsentRecord => ({
  status: 'accepted',
  preferences: { ...ALL },
  policy,
  updatedAt: now.toISOString(),
  version: CONSENT_VERSION,
});

export const rejectNonEssential = (policy: CookiePolicy, now: Date): ConsentRecord => ({
  status: 'rejected',
  preferences: { ...NONE },
  policy,
  updatedAt: now.toISOString(),
  version: CONSENT_VERSION,
});

/** Saving the dialog's toggles; necessary stays on whatever is asked. */
export const saveCustom = (
  policy: CookiePolicy,
  choices: Partial<Record<CookieCategory, boolean>>,
  now: Date,
): ConsentRecord => ({
  status: 'custom',
  preferences: {
    necessary: true,
    functional: Boolean(choices.functional),
    analytics: Boolean(choices.analytics),
    marketing: Boolean(choices.marketing),
  },
  policy,
  updatedAt: now.toISOString(),
  version: CONSENT_VERSION,
});

/** Before any decision: nothing non-essential under gdpr; opt-out and notice regimes allow it until refused. */
export function defaultPreferences(policy: CookiePolicy): CookiePreferences {
  return policy.regime === 'gdpr' ? { ...NONE } : { ...ALL };
}

/** What may run now: the decision if there is one, else the regime's default. */
export function effectivePreferences(record: ConsentRecord | null, policy: CookiePolicy): CookiePreferences {
  return record ? record.preferences : defaultPreferences(policy);
}

export const consentStatus = (record: ConsentRecord | null): ConsentStatus => record?.status ?? 'unknown';

/** The banner shows while no decision is stored and the regime has one. */
export const bannerVisible = (record: ConsentRecord | null, policy: CookiePolicy) =>
  record === null && policy.showBanner;

/** Stored records are written by `Date.toISOString()`: a UTC date-time with a 'Z'. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

function readPreferences(value: unknown): CookiePreferences | null {
  if (!isObject(value) || value.necessary !== true) return null;
  const { functional, analytics, marketing } = value;
  return isBoolean(functional) && isBoolean(analytics) && isBoolean(marketing)
    ? { necessary: true, functional, analytics, marketing }
    : null;
}

function readPolicy(value: unknown): CookiePolicy | null {
  if (!isObject(value)) return null;
  const { regime, showBanner, highlightRejectOption } = value;
  return oneOf(COOKIE_REGIMES, regime) && isBoolean(showBanner) && isBoolean(highlightRejectOption)
    ? { regime, showBanner, highlightRejectOption }
    : null;
}

/**
 * A record read back from storage: null when missing, malformed, or of another version than the
 * current one (the visitor is asked again after the policy changed). Checked by hand, not with zod:
 * the banner needs it at first load, which carries no zod. The record is rebuilt field by field, so
 * nothing else the stored object holds comes through.
 */
export function readStoredRecord(raw: unknown): ConsentRecord | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isObject(value)) return null;
  const { status, updatedAt, version } = value;
  const preferences = readPreferences(value.preferences);
  const policy = readPolicy(value.policy);
  if (!preferences || !policy || version !== CONSENT_VERSION) return null;
  if (!oneOf(['accepted', 'rejected', 'custom'] as const, status)) return null;
  if (typeof updatedAt !== 'string' || !ISO_DATE_TIME.test(updatedAt) || Number.isNaN(Date.parse(updatedAt)))
    return null;
  return { status, preferences, policy, updatedAt, version };
}

/**
 * The categories a decision grants, as carried by the `kinora_consent` cookie so the server honours
 * them (visitor id, content-security policy): "2024-12-01:functional,analytics".
 */
export function consentCookieValue(preferences: CookiePreferences): string {
  const granted = COOKIE_CATEGORIES.filter((c) => c !== 'necessary' && preferences[c]);
  return `${CONSENT_VERSION}:${granted.join(',')}`;
}

export function grantedByCookie(value: string | undefined): Set<CookieCategory> {
  const granted = new Set<CookieCategory>(['necessary']);
  const [version, list] = (value ?? '').split(':');
  if (version !== CONSENT_VERSION || !list) return granted;
  for (const item of list.split(',')) {
    if ((COOKIE_CATEGORIES as readonly string[]).includes(item)) granted.add(item as CookieCategory);
  }
  return granted;
}

export const CONSENT_COOKIE = 'kinora_consent';
