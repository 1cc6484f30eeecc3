import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi, type Me } from './auth-api';

export const sessionKey = ['session'] as const;
/** Reads of the session that say more than who is signed in (refreshed with it: same prefix). */
export const sessionKeys = {
  /** Why this browser's session no longer speaks for its member (a suspension, a ban). */
  refusal: [...sessionKey, 'refusal'] as const,
  /** The signed-in member's own sanctions in force. */
  sanctions: [...sessionKey, 'sanctions'] as const,
};

/**
 * The signed-in member (or null). Polled every 30 s (spec: session refresh tick): each read also
 * extends a session that is getting old, so an open tab never drops its session.
 */
export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: async () => (await authApi.session()).user,
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnMount: true,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function useRefreshSession() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: sessionKey }), [client]);
}

export function useSetSession() {
  const client = useQueryClient();
  return useCallback((user: Me | null) => client.setQueryData(sessionKey, user), [client]);
}
