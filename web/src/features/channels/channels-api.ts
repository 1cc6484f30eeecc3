import type { Channel, ChannelImageResponse, ChannelList } from '@domain/api/channels';
import type { ChannelInput } from '@domain/channels';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/shared-keys';

/** Types inferred from the API's response schemas (domain/api): one contract, written once. */
export type { Author } from '@domain/api/accounts';
export type { Channel } from '@domain/api/channels';

export const channelKeys = {
  all: sharedKeys.channels,
  one: (id: string) => ['channels', id] as const,
  manage: (id: string) => ['channels', id, 'manage'] as const,
  mine: ['channels', 'mine'] as const,
};

export const channelsApi = {
  get: (id: string) => api<Channel>(`/api/channels/${id}`),
  mine: () => api<ChannelList>('/api/me/channels'),
  create: (input: ChannelInput) => api<Channel>('/api/channels', { method: 'POST', json: input }),
  update: (id: string, input: ChannelInput) =>
    api<Channel>(`/api/channels/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`/api/channels/${id}`, { method: 'DELETE' }),
  setImage: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<ChannelImageResponse>(`/api/channels/${id}/image`, { method: 'POST', body });
  },
};

export function useMyChannels(enabled = true) {
  return useQuery({ queryKey: channelKeys.mine, queryFn: channelsApi.mine, enabled, staleTime: 0 });
}

export function useChannel(id: string) {
  return useQuery({ queryKey: channelKeys.one(id), queryFn: () => channelsApi.get(id), retry: false });
}
