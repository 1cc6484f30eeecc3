import { useQueryClient } from '@tanstack/react-query';
import { useRealtime } from '@/lib/realtime';
import { type OwnVideo, videoKeys } from './videos-api';

/**
 * Keeps the owner's pages live while videos process: progress arrives over the realtime socket and
 * is written into the cached video; a change of status refetches (the first rendition brings playback).
 */
export function useVideoUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useRealtime(
    'video.updated',
    (event) => {
      const videoId = String(event.videoId);
      const status = event.status as OwnVideo['status'];
      const progress = Number(event.progress);
      const cached = client.getQueryData<OwnVideo>(videoKeys.one(videoId));
      client.setQueryData<OwnVideo>(videoKeys.one(videoId), (v) =>
        v ? { ...v, status, progress, failureReason: (event.failureReason as string | null) ?? null } : v,
      );
      client.setQueriesData<{ items: OwnVideo[]; total: number }>({ queryKey: videoKeys.allMine }, (page) =>
        page
          ? { ...page, items: page.items.map((v) => (v.id === videoId ? { ...v, status, progress } : v)) }
          : page,
      );
      // The first rendition is stored: the page turns into the player now, not at 'ready'. (Progress
      // events also keep restarting useVideo's poll interval, which alone would wait for 'ready'.)
      const nowPlayable =
        event.playable === true && !(cached as { playback?: unknown } | undefined)?.playback;
      if (!cached || cached.status !== status || progress === 100 || nowPlayable) {
        void client.invalidateQueries({ queryKey: videoKeys.one(videoId) });
        void client.invalidateQueries({ queryKey: videoKeys.allMine });
      }
    },
    enabled,
  );
}
