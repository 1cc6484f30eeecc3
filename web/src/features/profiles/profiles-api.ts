import type { ViewerProfile, ViewerProfileList } from '@domain/api/profiles';
import type { VideoPage } from '@domain/api/videos';
import type { ProfileAvatar } from '@domain/profiles';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { renewRealtime } from '@/lib/realtime';
import { sessionKey } from '@/lib/use-session';
import { viewerProfilesKeys } from '@/lib/viewer-profiles';

export type { ViewerProfile, ViewerProfileList } from '@domain/api/profiles';
export { useViewerProfiles } from '@/lib/viewer-profiles';

export const profileKeys = {
  all: ['profiles'] as const,
  list: viewerProfilesKeys.all,
  history: ['profiles', 'history'] as const,
};

export const profilesApi = {
  create: (input: { name: string; avatar: ProfileAvatar }) =>
    api<ViewerProfile>('/api/me/profiles', { method: 'POST', json: input }),
  update: (id: string, changes: { name?: string; avatar?: ProfileAvatar }) =>
    api<ViewerProfile>(`/api/me/profiles/${id}`, { method: 'PATCH', json: changes }),
  remove: (id: string) => api<void>(`/api/me/profiles/${id}`, { method: 'DELETE' }),
  select: (id: string) => api<ViewerProfile>(`/api/me/profiles/${id}/select`, { method: 'POST' }),
  history: (cursor?: string) =>
    api<VideoPage>(cursor ? `/api/me/history?cursor=${encodeURIComponent(cursor)}` : '/api/me/history'),
};

/**
 * Any change of profiles: the list is reloaded; switching profile also changes what is personal
 * (continue watching, history, resume positions), so those are dropped from the cache too.
 */
function useProfileMutation<Args, Result>(
  fn: (args: Args) => Promise<Result>,
  opts: { switches?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: Args) => fn(args),
    onSuccess: async () => {
      if (opts.switches) {
        // The realtime socket's cookies name the profile its heartbeats save progress for.
        renewRealtime();
        client.removeQueries({ queryKey: profileKeys.history });
        await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      } else await client.invalidateQueries({ queryKey: profileKeys.list });
    },
  });
}

export const useCreateProfile = () => useProfileMutation(profilesApi.create);
export const useUpdateProfile = () =>
  useProfileMutation(({ id, ...changes }: { id: string; name?: string; avatar?: ProfileAvatar }) =>
    profilesApi.update(id, changes),
  );
export const useDeleteProfile = () => useProfileMutation(profilesApi.remove, { switches: true });
export const useSelectProfile = () => useProfileMutation(profilesApi.select, { switches: true });

/** The current profile's history, newest first ("Voir plus" loads the next page). */
export function useHistory(enabled = true) {
  return useInfiniteQuery({
    queryKey: profileKeys.history,
    queryFn: ({ pageParam }) => profilesApi.history(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
    refetchOnMount: true,
  });
}

export type ProfilesData = ViewerProfileList;
