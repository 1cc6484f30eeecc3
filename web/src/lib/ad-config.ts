import type { AdConfig } from '@domain/api/ads';
import { SUBSCRIPTION_CHANGED_EVENT } from '@domain/plans';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { useRealtime } from './realtime';
import { useSession } from './use-session';

export type { AdConfig } from '@domain/api/ads';

/**
 * What this viewer's pages show (GET /api/ads). Shared by the ads feature (the slots) and the consent
 * provider (the ad network's script is the marketing script the consent loader adds), which must not
 * import each other. Keyed by the member, and read again when their plan changes.
 */
export const adConfigKeys = {
  all: ['ads', 'config'] as const,
  of: (userId: string | null) => ['ads', 'config', userId] as const,
  /** Read while the session is still unknown (never reused: the next visitor may be someone else). */
  beforeSession: ['ads', 'config', 'before-session'] as const,
};

export function useAdConfig() {
  const { user, isLoading } = useSession();
  const client = useQueryClient();
  useRealtime(
    SUBSCRIPTION_CHANGED_EVENT,
    () => void client.invalidateQueries({ queryKey: adConfigKeys.all }),
    user !== null,
  );
  return useQuery({
    // Asked at once, beside the session rather than after it: the pages wait for it so that an ad
    // slot never appears above content already shown (it pushed the home's videos down by a third
    // of a phone's screen: Lighthouse CLS 0.14).
    queryKey: isLoading ? adConfigKeys.beforeSession : adConfigKeys.of(user?.id ?? null),
    queryFn: isLoading ? fetchAdConfig : () => memberAdConfig(client),
    // Shown while the member's own key takes over the answer read before the session was known.
    // After a sign-in or sign-out nothing is shown until the new member's answer is in (a Premium
    // member who just signed in never sees an ad).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === adConfigKeys.beforeSession[2] ? previous : undefined,
    staleTime: 60_000,
  });
}

const fetchAdConfig = () => api<AdConfig>('/api/ads');

/**
 * The signed-in member's (or a visitor's) config. The first time the session is known, the answer
 * read before it is theirs — the server answers by the cookies, which have not changed — so it is
 * taken over (awaited if still on its way) rather than asked again, then dropped: after a later
 * sign-in or sign-out it would be someone else's.
 */
async function memberAdConfig(client: QueryClient): Promise<AdConfig> {
  if (!client.getQueryState(adConfigKeys.beforeSession)) return fetchAdConfig();
  try {
    return await client.ensureQueryData({ queryKey: adConfigKeys.beforeSession, queryFn: fetchAdConfig });
  } finally {
    client.removeQueries({ queryKey: adConfigKeys.beforeSession, exact: true });
  }
}

/**
 * Whether a page holding an ad slot can show: the slot's place is known once this viewer's ad
 * config is in (AdSlot keeps one height per placement), or once its first attempt failed — an ads
 * outage never holds a page back.
 */
export function useAdPlaceKnown(): boolean {
  const config = useAdConfig();
  return !config.isPending || config.failureCount > 0;
}

/** The ad network's script for this viewer, or null (Premium, or no network configured). */
export const adNetworkScript = (config: AdConfig | undefined): string | null =>
  config?.show && config.network ? config.network.scriptUrl : null;
