import type { QueryClient } from '@tanstack/react-query';
import { type Comment, commentKeys, type LinkedComment, type ReplyPage } from './comments-api';

type Pages = { pages: ReplyPage[]; pageParams: unknown[] };

/** Writes a comment the API answered into every list, reply page and linked comment of its video that shows it. */
export function replaceComment(client: QueryClient, comment: Comment): void {
  const swap = (c: Comment) => (c.id === comment.id ? comment : c);
  client.setQueriesData<Pages | LinkedComment>({ queryKey: commentKeys.video(comment.videoId) }, (data) => {
    if (data && 'pages' in data)
      return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(swap) })) };
    if (data && 'comment' in data)
      return { comment: swap(data.comment), parent: data.parent && swap(data.parent) };
    return data;
  });
}

/** Something moved more than one comment (a post, a delete, a pin): read what is shown again. */
export const refreshComments = (client: QueryClient, videoId: string) =>
  client.invalidateQueries({ queryKey: commentKeys.video(videoId) });
