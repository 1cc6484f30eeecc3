import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  bannerVisible,
  CONSENT_VERSION,
  consentCookieValue,
  consentStatus,
  countryOfLocale,
  countryOverrideSchema,
  defaultPreferences,
  effectivePreferences,
  grantedByCookie,
  policyForCountry,
  readStoredRecord,
  rejectNonEssential,
  resolveCountry,
  saveCustom,
} from './consent';

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const now = new Date('2026-11-23T10:00:00Z');

describe('policyForCountry', () => {
  it.each([...EU, 'IS', 'LI', 'NO', 'GB', 'UK', 'CH'])('%s → gdpr, banner, reject highlighted', (c) =>
    expect(policyForCountry(c)).toEqual({ regime: 'gdpr', showBanner: true, highlightRejectOption: true }),
  );
  it.each(['US', 'CA', 'AU', 'NZ', 'MX', 'AR', 'CL'])('%s → optOut with banner', (c) =>
    expect(policyForCountry(c)).toEqual({ regime: 'optOut', showBanner: true, highlightRejectOption: false }),
  );
  it.each(['JP', 'SG', 'IN', 'KR', 'HK'])('%s → noticeOnly, no banner', (c) =>
    expect(policyForCountry(c)).toEqual({
      regime: 'noticeOnly',
      showBanner: false,
      highlightRejectOption: false,
    }),
  );
  it.each(['BR', 'ZA', 'EG', 'TH', 'AE'])('other countries (%s) → optOut with banner', (c) =>
    expect(policyForCountry(c)).toMatchObject({ regime: 'optOut', showBanner: true }),
  );
  it.each([null, '', 'F', 'FRA', '12', 'xx-'])('unknown (%s) → gdpr with banner', (c) =>
    expect(policyForCountry(c)).toMatchObject({ regime: 'gdpr', showBanner: true }),
  );
  it('accepts lower case', () => expect(policyForCountry('fr').regime).toBe('gdpr'));
});

describe('country', () => {
  it('override must be exactly two letters', () => {
    expect(countryOverrideSchema.parse(' fr ')).toBe('FR');
    for (const bad of ['F', 'FRA', '1A', 'é', ''])
      expect(countryOverrideSchema.safeParse(bad).success).toBe(false);
  });
  it('reads the region of a browser locale', () => {
    expect(countryOfLocale('fr-FR')).toBe('FR');
    expect(countryOfLocale('pt_BR')).toBe('BR');
    expect(countryOfLocale('en')).toBeNull();
    expect(countryOfLocale('zh-Hans-CN')).toBeNull();
    expect(countryOfLocale(undefined)).toBeNull();
  });
  it('takes the override, then the header, then the lookup, then the locale', async () => {
    const lookup = async () => 'DE';
    expect(await resolveCountry({ override: 'jp', header: 'US', lookup, locale: 'fr-FR' })).toEqual({
      country: 'JP',
      source: 'override',
    });
    expect(await resolveCountry({ override: 'bad', header: 'us', lookup, locale: 'fr-FR' })).toEqual({
      country: 'US',
      source: 'header',
    });
    expect(await resolveCountry({ header: 'XX', lookup, locale: 'fr-FR' })).toEqual({
      country: 'DE',
      source: 'lookup',
    });
    expect(await resolveCountry({ lookup: async () => null, locale: 'fr-FR' })).toEqual({
      country: 'FR',
      source: 'locale',
    });
    expect(
      await resolveCountry({
        lookup: async () => {
          throw new Error('down');
        },
        locale: 'en',
      }),
    ).toEqual({ country: null, source: 'unknown' });
    expect(await resolveCountry({ lookup: async () => 'nope' })).toEqual({
      country: null,
      source: 'unknown',
    });
  });
});

describe('consent transitions', () => {
  const gdpr = policyForCountry('FR');
  const optOut = policyForCountry('US');
  const notice = policyForCountry('JP');

  it('starts unknown: gdpr runs nothing non-essential, the others everything until refused', () => {
    expect(consentStatus(null)).toBe('unknown');
    expect(effectivePreferences(null, gdpr)).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(defaultPreferences(optOut)).toMatchObject({ analytics: true, marketing: true });
    expect(defaultPreferences(notice)).toMatchObject({ analytics: true, marketing: true });
  });
  it('accept all turns the four categories on', () => {
    const record = acceptAll(gdpr, now);
    expect(record).toMatchObject({
      status: 'accepted',
      version: CONSENT_VERSION,
      updatedAt: now.toISOString(),
    });
    expect(Object.values(record.preferences).every(Boolean)).toBe(true);
  });
  it('reject keeps only the necessary ones', () => {
    expect(rejectNonEssential(optOut, now).preferences).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(rejectNonEssential(optOut, now).status).toBe('rejected');
  });
  it('custom choices are kept, necessary cannot be turned off', () => {
    const record = saveCustom(gdpr, { necessary: false, functional: true, marketing: true }, now);
    expect(record.status).toBe('custom');
    expect(record.preferences).toEqual({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });
  it('the banner shows while undecided when the regime has one; reset (no record) shows it again', () => {
    expect(bannerVisible(null, gdpr)).toBe(true);
    expect(bannerVisible(null, optOut)).toBe(true);
    expect(bannerVisible(null, notice)).toBe(false);
    expect(bannerVisible(acceptAll(gdpr, now), gdpr)).toBe(false);
  });
});

describe('stored records', () => {
  const record = acceptAll(policyForCountry('FR'), now);
  it('reads back a current record, as object or JSON', () => {
    expect(readStoredRecord(record)).toEqual(record);
    expect(readStoredRecord(JSON.stringify(record))).toEqual(record);
  });
  it('ignores another version, a malformed record and garbage', () => {
    expect(readStoredRecord({ ...record, version: '2023-01-01' })).toBeNull();
    expect(
      readStoredRecord({ ...record, preferences: { ...record.preferences, necessary: false } }),
    ).toBeNull();
    expect(readStoredRecord({ ...record, status: 'unknown' })).toBeNull();
    expect(readStoredRecord('{nope')).toBeNull();
    expect(readStoredRecord(null)).toBeNull();
  });
  it.each([
    ['a missing field', { ...record, updatedAt: undefined }],
    ['a date that is not an ISO date-time', { ...record, updatedAt: '23/11/2026' }],
    ['an impossible date', { ...record, updatedAt: '2026-13-45T99:00:00Z' }],
    [
      'a category that is not a boolean',
      { ...record, preferences: { ...record.preferences, marketing: 'yes' } },
    ],
    [
      'a missing category',
      { ...record, preferences: { necessary: true, functional: true, analytics: true } },
    ],
    ['an unknown regime', { ...record, policy: { ...record.policy, regime: 'none' } }],
    ['a policy flag that is not a boolean', { ...record, policy: { ...record.policy, showBanner: 1 } }],
    ['no policy', { ...record, policy: null }],
    ['an array', [record]],
    ['a number', 42],
  ])('ignores a record with %s', (_, stored) => {
    expect(readStoredRecord(stored)).toBeNull();
    expect(readStoredRecord(JSON.stringify(stored))).toBeNull();
  });
  it('keeps only the fields of a record (anything else stored is dropped)', () => {
    const stored = {
      ...record,
      admin: true,
      preferences: { ...record.preferences, extra: true },
      policy: { ...record.policy, extra: true },
    };
    expect(readStoredRecord(stored)).toEqual(record);
  });
});

describe('consent cookie', () => {
  it('carries the granted categories of the current version only', () => {
    const value = consentCookieValue({
      necessary: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
    expect(value).toBe(`${CONSENT_VERSION}:functional,marketing`);
    expect([...grantedByCookie(value)].sort()).toEqual(['functional', 'marketing', 'necessary']);
    expect([...grantedByCookie('2020-01-01:functional')]).toEqual(['necessary']);
    expect([...grantedByCookie(undefined)]).toEqual(['necessary']);
    expect([...grantedByCookie(`${CONSENT_VERSION}:root,functional`)].sort()).toEqual([
      'functional',
      'necessary',
    ]);
  });
});
