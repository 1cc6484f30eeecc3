import { nextInQueue, shuffled } from '@domain/playlists.rules';
import { Shuffle } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { usePlaylist } from './playlists-api';
import { queueHref } from './queue-href';

/**
 * The queue beside the player when the watch page plays a list (`?list=<id>`, `&shuffle=<seed>`):
 * its videos in order (or the seeded shuffle of them), the current one marked, and at the end of
 * the video the next one starts. Renders nothing without `?list`.
 */
export default function PlaylistQueue({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listId = params.get('list') ?? '';
  const seed = params.get('shuffle');
  const list = usePlaylist(listId, Boolean(listId));
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  // Shuffle needs the whole list; the queue loads the rest page by page (at most 50 pages).
  useEffect(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && (seed || !items.some((i) => i.video.id === videoId)))
      void list.fetchNextPage();
  }, [list, seed, items, videoId]);
  const order = useMemo(() => {
    const ids = items.map((i) => i.video.id);
    return seed ? shuffled(ids, Number(seed)) : ids;
  }, [items, seed]);
  const next = nextInQueue(order, videoId);

  // `ended` does not bubble, but the document sees it in the capture phase: no hook into the player.
  useEffect(() => {
    if (!next) return;
    const onEnded = (e: Event) => {
      if (e.target instanceof HTMLVideoElement) navigate(queueHref(next, listId, seed, true));
    };
    document.addEventListener('ended', onEnded, true);
    return () => document.removeEventListener('ended', onEnded, true);
  }, [next, listId, seed, navigate]);

  if (!listId || !list.data) return null;
  const playlist = list.data.pages[0]!.playlist;
  const byId = new Map(items.map((i) => [i.video.id, i]));
  const title = playlist.kind === 'watch_later' ? t('playlists.watchLater') : playlist.title;
  const position = order.indexOf(videoId);
  return (
    <section aria-labelledby="queue-heading" className="space-y-2 rounded-xl border p-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="queue-heading" className="min-w-0 truncate font-semibold">
          <Link to={`/playlists/${listId}`} className="hover:underline">
            {title}
          </Link>
        </h2>
        <Link
          to={queueHref(order[0] ?? videoId, listId, seed ? null : String(Date.now() % 2 ** 31))}
          className="flex items-center gap-1 text-sm text-primary hover:underline"
          aria-pressed={Boolean(seed)}
        >
          <Shuffle className="size-4" aria-hidden="true" />
          {seed ? t('playlists.inOrder') : t('playlists.shuffle')}
        </Link>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('playlists.queuePosition', { position: position + 1, count: order.length })}
      </p>
      <ol className="max-h-96 space-y-1 overflow-y-auto" data-testid="playlist-queue">
        {order.map((id, index) => {
          const item = byId.get(id)!;
          const current = id === videoId;
          return (
            <li key={id}>
              <Link
                to={queueHref(id, listId, seed)}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex gap-2 rounded-md p-1 text-sm hover:bg-muted',
                  current && 'bg-muted font-semibold',
                )}
              >
                <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">
                  {index + 1}
                </span>
                <span className="line-clamp-2">{item.video.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
