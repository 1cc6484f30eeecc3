import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFollowVideo } from '@/lib/realtime';
import { refreshComments } from './comment-cache';

/** Events this close together make one refetch (a busy video must not refetch per comment). */
const COALESCE_MS = 250;

/**
 * Keeps what the page shows of a video's comments current: a comment posted or removed anywhere
 * (`comment.created` / `comment.removed` on the video's topic) refetches the loaded pages and open
 * replies within a second. Refetched pages replace the cached ones in place; the browser's scroll
 * anchoring keeps the reader where they were when something appears above.
 */
export function useLiveComments(videoId: string): void {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refreshComments(client, videoId);
    }, COALESCE_MS);
  };
  useFollowVideo(videoId, onEvent, true, 'comment.created');
  useFollowVideo(videoId, onEvent, true, 'comment.removed');
}
