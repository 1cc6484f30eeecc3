import {
  acceptAll,
  bannerVisible,
  CONSENT_VERSION,
  type ConsentRecord,
  type CookieCategory,
  type CookiePolicy,
  policyForCountry,
  rejectNonEssential,
  saveCustom,
} from '@domain/consent.rules';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { adNetworkScript, useAdConfig } from '@/lib/ad-config';
import { publishConsentGrants } from '@/lib/consent-grants';
import { consentApi, consentKeys } from './consent-api';
import {
  anonymousId,
  loadCountryOverride,
  loadRecord,
  storeCountryOverride,
  storeRecord,
} from './consent-store';
import { syncConsentScripts } from './script-loader';

type Scripts = { analytics: string | null; marketing: string | null };

interface ConsentState {
  record: ConsentRecord | null;
  policy: CookiePolicy;
  country: string | null;
  /** The policy is known (the banner waits for it, so a visitor is never shown the wrong regime). */
  ready: boolean;
  bannerOpen: boolean;
  dialogOpen: boolean;
  setDialogOpen(open: boolean): void;
  acceptAll(): void;
  reject(): void;
  save(choices: Partial<Record<CookieCategory, boolean>>): void;
  reset(): void;
  countryOverride: string | null;
  setCountryOverride(country: string | null): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/** Scripts run only after an explicit decision granting their category, in every regime. */
const grantedBy = (record: ConsentRecord | null) => (category: CookieCategory) =>
  category === 'necessary' || Boolean(record?.preferences[category]);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [record, setRecord] = useState(loadRecord);
  const [countryOverride, setOverride] = useState(loadCountryOverride);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data } = useQuery({
    queryKey: consentKeys.policy(countryOverride),
    queryFn: () => consentApi.policy(countryOverride),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  // A failed lookup is gdpr with a banner (spec §4).
  const policy = data?.policy ?? policyForCountry(null);
  const country = data?.country ?? null;
  // An ad network configured by the admins (GET /api/ads) is the marketing script; else the operator's.
  const adScript = adNetworkScript(useAdConfig().data);
  const scripts: Scripts = {
    analytics: data?.scripts.analytics ?? null,
    marketing: adScript ?? data?.scripts.marketing ?? null,
  };

  // Before paint, so a slot waiting for marketing consent never flashes its fallback.
  useLayoutEffect(
    () =>
      publishConsentGrants(
        (['functional', 'analytics', 'marketing'] as const).filter((c) => grantedBy(record)(c)),
      ),
    [record],
  );

  useEffect(
    () => syncConsentScripts(scripts, grantedBy(record)),
    [scripts.analytics, scripts.marketing, record],
  );

  const decide = useCallback(
    (next: ConsentRecord | null) => {
      const before = grantedBy(record);
      const after = grantedBy(next);
      storeRecord(next);
      setRecord(next);
      setDialogOpen(false);
      const saved = consentApi
        .record({
          anonId: anonymousId(),
          status: next?.status ?? 'unknown',
          // A reset is recorded as a withdrawal: nothing but the necessary.
          preferences: next?.preferences ?? rejectNonEssential(policy, new Date()).preferences,
          regime: policy.regime,
          country,
          version: CONSENT_VERSION,
        })
        .catch(() => {});
      // A configured script whose permission changed: the page's security policy was set for the old
      // choice, so the page starts again under the new one (once the server has the new cookie).
      const changed = (['analytics', 'marketing'] as const).some((c) => scripts[c] && before(c) !== after(c));
      if (changed) void saved.then(() => window.location.reload());
    },
    [record, policy.regime, country, scripts.analytics, scripts.marketing],
  );

  const value = useMemo<ConsentState>(
    () => ({
      record,
      policy,
      country,
      ready: data !== undefined,
      bannerOpen: data !== undefined && bannerVisible(record, policy),
      dialogOpen,
      setDialogOpen,
      acceptAll: () => decide(acceptAll(policy, new Date())),
      reject: () => decide(rejectNonEssential(policy, new Date())),
      save: (choices) => decide(saveCustom(policy, choices, new Date())),
      reset: () => decide(null),
      countryOverride,
      setCountryOverride: (next) => {
        storeCountryOverride(next);
        setOverride(next);
      },
    }),
    [record, policy, country, data, dialogOpen, decide, countryOverride],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent outside ConsentProvider');
  return state;
}
