import type { QueryClient } from '@tanstack/react-query';
import { type Comment, commentKeys, type ReplyPage } from './comments-api';

type Pages = { pages: ReplyPage[]; pageParams: unknown[] };

/** Writes a comment the API answered into every list and reply page of its video that shows it. */
export function replaceComment(client: QueryClient, comment: Comment): void {
  client.setQueriesData<Pages>({ queryKey: commentKeys.video(comment.videoId) }, (data) =>
    data?.pages
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((c) => (c.id === comment.id ? comment : c)),
          })),
        }
      : data,
  );
}

/** Something moved more than one comment (a post, a delete, a pin): read what is shown again. */
export const refreshComments = (client: QueryClient, videoId: string) =>
  client.invalidateQueries({ queryKey: commentKeys.video(videoId) });
