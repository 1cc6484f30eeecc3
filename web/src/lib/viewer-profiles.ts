import type { ViewerProfileList } from '@domain/api/profiles';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The member's viewer profiles (GET /api/me/profiles), shared by the profiles feature and the
 * account menu (which shows who is watching). Features do not import each other, so it lives here.
 */
export const viewerProfilesKeys = {
  all: ['profiles', 'list'] as const,
  of: (userId: string | null) => ['profiles', 'list', userId] as const,
};

export const viewerProfilesApi = { list: () => api<ViewerProfileList>('/api/me/profiles') };
export const fetchViewerProfiles = () => viewerProfilesApi.list();

/** The signed-in member's profiles (keyed by member, so another account never sees them cached). */
export function useViewerProfiles(userId: string | null | undefined) {
  return useQuery({
    queryKey: viewerProfilesKeys.of(userId ?? null),
    queryFn: fetchViewerProfiles,
    enabled: Boolean(userId),
    staleTime: 30_000,
  });
}
