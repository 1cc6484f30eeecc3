import type { ChannelInput, ChannelTopic } from '@domain/channels';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface Author {
  id: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
}

export interface Channel {
  id: string;
  name: string;
  description: string;
  topics: ChannelTopic[];
  imageUrl: string | null;
  subscriberCount: number;
  videoCount: number;
  owner: Author;
  createdAt: string;
  abilities: { edit: boolean; delete: boolean };
}

export const channelKeys = {
  all: ['channels'] as const,
  one: (id: string) => ['channels', id] as const,
  manage: (id: string) => ['channels', id, 'manage'] as const,
  mine: ['channels', 'mine'] as const,
};

export const channelsApi = {
  get: (id: string) => api<Channel>(`/api/channels/${id}`),
  mine: () => api<{ items: Channel[] }>('/api/me/channels'),
  create: (input: ChannelInput) => api<Channel>('/api/channels', { method: 'POST', json: input }),
  update: (id: string, input: ChannelInput) =>
    api<Channel>(`/api/channels/${id}`, { method: 'PATCH', json: input }),
  remove: (id: string) => api<void>(`/api/channels/${id}`, { method: 'DELETE' }),
  setImage: (id: string, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<{ imageUrl: string }>(`/api/channels/${id}/image`, { method: 'POST', body });
  },
};

export function useMyChannels(enabled = true) {
  return useQuery({ queryKey: channelKeys.mine, queryFn: channelsApi.mine, enabled, staleTime: 0 });
}

export function useChannel(id: string) {
  return useQuery({ queryKey: channelKeys.one(id), queryFn: () => channelsApi.get(id), retry: false });
}
