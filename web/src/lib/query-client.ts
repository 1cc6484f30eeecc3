import { QueryClient } from '@tanstack/react-query';

/** Spec §9: fresh 5 minutes, kept 10 minutes, retry once, no refetch on focus or mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
