import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDuration } from '@/lib/format';
import { toast } from '@/lib/toast';
import { type PlaylistItem, playlistsApi } from './playlists-api';

/** Where an item goes: right after `afterVideoId` (null: first), in a list without it. */
export function moveInOrder<T extends { video: { id: string } }>(items: T[], from: number, to: number) {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return { next, afterVideoId: to === 0 ? null : next[to - 1]!.video.id };
}

/**
 * A playlist's videos in order. Its owner reorders them by dragging a row, or from the keyboard
 * with the up/down buttons (or Alt+↑/↓ on a row); each move is announced to screen readers and
 * sent as "after this video", one row written on the server. Others see the list read-only.
 */
export function PlaylistEditor({
  playlistId,
  items,
  editable,
  playHref,
  onRemoved,
}: {
  playlistId: string;
  items: PlaylistItem[];
  editable: boolean;
  playHref: (videoId: string) => string;
  onRemoved?: () => void;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(items);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  useEffect(() => setOrder(items), [items]);

  const move = useMutation({
    mutationFn: ({
      videoId,
      afterVideoId,
    }: {
      videoId: string;
      afterVideoId: string | null;
      previous: PlaylistItem[];
    }) => playlistsApi.move(playlistId, videoId, afterVideoId),
    onError: (error, { previous }) => {
      setOrder(previous);
      toast.error(t(errorKey(error, 'playlists.moveError')));
    },
  });
  const remove = useMutation({
    mutationFn: (videoId: string) => playlistsApi.save(playlistId, videoId, false),
    onSuccess: () => onRemoved?.(),
    onError: (error) => toast.error(t(errorKey(error, 'playlists.save.error'))),
  });

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const previous = order;
    const { next, afterVideoId } = moveInOrder(order, from, to);
    setOrder(next);
    const title = next[to]!.video.title;
    setAnnouncement(t('playlists.moved', { title, position: to + 1, count: next.length }));
    move.mutate({ videoId: next[to]!.video.id, afterVideoId, previous });
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragging !== null) moveTo(dragging, to);
    setDragging(null);
  };

  return (
    <>
      <ol className="space-y-2" aria-label={t('playlists.items')}>
        {order.map((item, index) => (
          <li
            key={item.video.id}
            draggable={editable}
            onDragStart={() => setDragging(index)}
            onDragOver={(e) => editable && e.preventDefault()}
            onDrop={(e) => onDrop(e, index)}
            onKeyDown={(e) => {
              if (!editable || !e.altKey) return;
              if (e.key === 'ArrowUp') moveTo(index, index - 1);
              if (e.key === 'ArrowDown') moveTo(index, index + 1);
            }}
            className="flex items-center gap-3 rounded-lg border bg-card p-2"
            data-testid="playlist-item"
          >
            {editable && (
              <GripVertical
                className="size-4 shrink-0 cursor-grab text-muted-foreground"
                aria-hidden="true"
              />
            )}
            <span className="w-6 shrink-0 text-center text-sm text-muted-foreground tabular-nums">
              {index + 1}
            </span>
            <Link
              to={playHref(item.video.id)}
              className="relative block w-28 shrink-0 overflow-hidden rounded-md bg-muted sm:w-36"
            >
              <div className="aspect-video">
                {(item.video.thumbnailUrl ?? item.video.posterUrl) && (
                  <img
                    src={item.video.thumbnailUrl ?? item.video.posterUrl ?? ''}
                    alt=""
                    className="size-full object-cover"
                  />
                )}
              </div>
              <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 text-xs text-white tabular-nums">
                {formatDuration(item.video.durationS)}
              </span>
            </Link>
            <div className="min-w-0 flex-1">
              <Link to={playHref(item.video.id)} className="line-clamp-2 font-medium hover:underline">
                {item.video.title}
              </Link>
              {item.video.channel && (
                <p className="truncate text-sm text-muted-foreground">{item.video.channel.name}</p>
              )}
            </div>
            {editable && (
              <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => moveTo(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('playlists.moveUp', { title: item.video.title })}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => moveTo(index, index + 1)}
                  disabled={index === order.length - 1}
                  aria-label={t('playlists.moveDown', { title: item.video.title })}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => remove.mutate(item.video.id)}
                  aria-label={t('playlists.remove', { title: item.video.title })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
