import type {
  Comment,
  CommentPage,
  CommentSettings,
  HeldCommentPage,
  LinkedComment,
  ReplyPage,
} from '@domain/api/comments';
import type { CommentPolicy, CommentSort } from '@domain/comments';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/comments.ts): one contract. */
export type {
  Comment,
  CommentPage,
  CommentSettings,
  HeldCommentPage,
  LinkedComment,
  ReplyPage,
} from '@domain/api/comments';
export type CommentPages = InfiniteData<CommentPage, string | null>;
export type ReplyPages = InfiniteData<ReplyPage, string | null>;

export const commentKeys = {
  all: ['comments'] as const,
  video: (videoId: string) => ['comments', 'video', videoId] as const,
  list: (videoId: string, sort: CommentSort) => ['comments', 'video', videoId, 'list', sort] as const,
  replies: (videoId: string, commentId: string) =>
    ['comments', 'video', videoId, 'replies', commentId] as const,
  /** The comment a link points at (`?comment=`), under its video's keys so every refresh of the video reaches it. */
  linked: (videoId: string, commentId: string) =>
    ['comments', 'video', videoId, 'linked', commentId] as const,
  settings: (videoId: string) => ['comments', 'settings', videoId] as const,
  held: ['comments', 'held'] as const,
  watchedWords: ['comments', 'watched-words'] as const,
};

const query = (params: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};
const video = (id: string) => `/api/videos/${encodeURIComponent(id)}`;
const comment = (id: string) => `/api/comments/${encodeURIComponent(id)}`;
const toggle = (path: string, on: boolean) => api<Comment>(path, { method: on ? 'PUT' : 'DELETE' });

export const commentsApi = {
  list: (videoId: string, sort: CommentSort, cursor: string | null) =>
    api<CommentPage>(`${video(videoId)}/comments${query({ sort, cursor })}`),
  one: (commentId: string) => api<LinkedComment>(comment(commentId)),
  replies: (commentId: string, cursor: string | null) =>
    api<ReplyPage>(`${comment(commentId)}/replies${query({ cursor })}`),
  post: (videoId: string, text: string, parentId?: string) =>
    api<Comment>(`${video(videoId)}/comments`, {
      method: 'POST',
      json: parentId ? { text, parentId } : { text },
    }),
  edit: (id: string, text: string) => api<Comment>(comment(id), { method: 'PATCH', json: { text } }),
  remove: (id: string) => api<void>(comment(id), { method: 'DELETE' }),
  like: (id: string, on: boolean) => toggle(`${comment(id)}/like`, on),
  pin: (id: string, on: boolean) => toggle(`${comment(id)}/pin`, on),
  heart: (id: string, on: boolean) => toggle(`${comment(id)}/heart`, on),
  approve: (id: string) => api<Comment>(`${comment(id)}/approve`, { method: 'POST' }),
  settings: (videoId: string) => api<CommentSettings>(`${video(videoId)}/comment-settings`),
  saveSettings: (videoId: string, policy: CommentPolicy) =>
    api<CommentSettings>(`${video(videoId)}/comment-settings`, { method: 'PATCH', json: { policy } }),
  held: (cursor: string | null) => api<HeldCommentPage>(`/api/me/comments/held${query({ cursor })}`),
  watchedWords: () => api<{ words: string[] }>('/api/me/comments/watched-words'),
  saveWatchedWords: (words: string[]) =>
    api<{ words: string[] }>('/api/me/comments/watched-words', { method: 'PUT', json: { words } }),
};

/** A video's top-level comments in one order, page after page (keyset cursors). */
export function useComments(videoId: string, sort: CommentSort) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(videoId, sort),
    queryFn: ({ pageParam }) => commentsApi.list(videoId, sort, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One comment's replies, oldest first, fetched once the reader opens them. */
export function useReplies(videoId: string, commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentKeys.replies(videoId, commentId),
    queryFn: ({ pageParam }) => commentsApi.replies(commentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
