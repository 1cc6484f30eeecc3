import type { AdConfig } from '@domain/api/ads';
import { SUBSCRIPTION_CHANGED_EVENT } from '@domain/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
    queryKey: adConfigKeys.of(user?.id ?? null),
    queryFn: () => api<AdConfig>('/api/ads'),
    enabled: !isLoading,
    staleTime: 60_000,
  });
}

/** The ad network's script for this viewer, or null (Premium, or no network configured). */
export const adNetworkScript = (config: AdConfig | undefined): string | null =>
  config?.show && config.network ? config.network.scriptUrl : null;
