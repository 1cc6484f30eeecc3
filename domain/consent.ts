import { z } from 'zod';

/**
 * Cookie consent (spec §2 "Cookie consent", §4): regimes by country, the record a visitor's choice
 * becomes, and its transitions. Pure rules shared by the banner, the dialog and the server.
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

/** The override a visitor types in the settings: exactly two letters. */
export const countryOverrideSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'invalid_country' })
  .transform((v) => v.toUpperCase());

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

const preferencesSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});

const recordSchema = z.object({
  status: z.enum(['accepted', 'rejected', 'custom']),
  preferences: preferencesSchema,
  policy: z.object({
    regime: z.enum(COOKIE_REGIMES),
    showBanner: z.boolean(),
    highlightRejectOption: z.boolean(),
  }),
  updatedAt: z.iso.datetime(),
  version: z.string(),
});

/**
 * A record read back from storage: null when missing, malformed, or of another version than the
 * current one (the visitor is asked again after the policy changed).
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
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success || parsed.data.version !== CONSENT_VERSION) return null;
  return parsed.data as ConsentRecord;
}

/** A decision as the server records it (proof of consent). */
export const consentDecisionSchema = z
  .object({
    anonId: z.uuid(),
    status: z.enum(CONSENT_STATUSES),
    preferences: preferencesSchema,
    regime: z.enum(COOKIE_REGIMES),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    version: z.literal(CONSENT_VERSION),
  })
  .strict();
export type ConsentDecision = z.infer<typeof consentDecisionSchema>;

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
