import { SUBSCRIPTION_CHANGED_EVENT } from '@domain/plans';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRealtime } from '@/lib/realtime';
import { sessionKey, useSession } from '@/lib/use-session';
import { billingApi, billingKeys, type SubscriptionStatusResponse } from './billing-api';
import {
  clearCachedStatus,
  isCheckoutReturn,
  readCachedStatus,
  STATUS_CACHE_MS,
  writeCachedStatus,
} from './subscription-cache';

export interface SubscriptionStatusState {
  /** Premium now: null while unknown, then true or false (a failed check counts as false). */
  subscribed: boolean | null;
  /** The last successful check (null while unknown, for visitors, and after a failed check). */
  status: SubscriptionStatusResponse | null;
  refresh: () => Promise<unknown>;
}

/**
 * The member's plans (spec: subscription status). Visitors are never subscribed and cost no request.
 * Members: read on load (or from the 30 s session-storage cache), every 30 s, whenever the tab becomes
 * visible and when the server says a webhook changed them (realtime `subscription.changed`). Coming
 * back from a checkout drops the cached value. `pollMs` polls faster while a caller waits for a change.
 */
export function useSubscriptionStatus({ pollMs }: { pollMs?: number } = {}): SubscriptionStatusState {
  const { user, isLoading } = useSession();
  const userId = user?.id ?? null;
  // The session (read at every load) says which plans the server holds now: a cached status that
  // disagrees was written before a change this tab missed (made in another tab, its event lost).
  const cached = () => {
    const entry = userId ? readCachedStatus(userId) : null;
    const agrees =
      entry &&
      user &&
      entry.status.plan === user.plan &&
      entry.status.qa.active === user.roles.includes('qa');
    return agrees && !skipCache ? entry : null;
  };
  const client = useQueryClient();
  const { search } = useLocation();
  // Decided once per page load and member: the URL says whether the cache may be trusted.
  const [skipCache] = useState(() => isCheckoutReturn(search));

  const query = useQuery({
    queryKey: billingKeys.status(userId ?? ''),
    queryFn: async () => {
      try {
        const status = await billingApi.status();
        if (userId) writeCachedStatus(userId, status);
        return status;
      } catch (error) {
        if (userId) clearCachedStatus(userId);
        throw error;
      }
    },
    enabled: Boolean(userId),
    initialData: () => cached()?.status,
    initialDataUpdatedAt: () => cached()?.at,
    staleTime: STATUS_CACHE_MS,
    refetchInterval: pollMs ?? STATUS_CACHE_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
    retry: false,
  });

  const refresh = useCallback(
    () => (userId ? client.refetchQueries({ queryKey: billingKeys.status(userId) }) : Promise.resolve()),
    [client, userId],
  );
  // Several components use the hook: a check already under way answers all of them.
  const refreshShared = useCallback(() => {
    if (userId)
      void client.refetchQueries({ queryKey: billingKeys.status(userId) }, { cancelRefetch: false });
  }, [client, userId]);

  // A URL change within the app (e.g. a return link) can bring the flag later: drop the cache then too.
  useEffect(() => {
    if (userId && isCheckoutReturn(search)) {
      clearCachedStatus(userId);
      refreshShared();
    }
  }, [search, userId, refreshShared]);

  useEffect(() => {
    if (!userId) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshShared();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [userId, refreshShared]);

  useRealtime(
    SUBSCRIPTION_CHANGED_EVENT,
    () => {
      if (userId) clearCachedStatus(userId);
      refreshShared();
      // The session carries the member's roles (the QA plan grants `qa`).
      void client.invalidateQueries({ queryKey: sessionKey });
    },
    Boolean(userId),
  );

  if (!userId) return { subscribed: isLoading ? null : false, status: null, refresh };
  if (query.isError) return { subscribed: false, status: null, refresh };
  const status = query.data ?? null;
  return { subscribed: status ? status.subscribed : null, status, refresh };
}

/** Reads the member's status again now (after a cancellation or a refund). */
export function useRefreshSubscriptionStatus() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  return useCallback(() => {
    if (!userId) return Promise.resolve();
    clearCachedStatus(userId);
    return client.refetchQueries({ queryKey: billingKeys.status(userId) });
  }, [client, userId]);
}
