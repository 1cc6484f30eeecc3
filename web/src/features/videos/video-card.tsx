import { Lock, X } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useTranslation } from '@/i18n/react';
import { CardActionSlot } from '@/lib/card-actions';
import { formatCompactNumber, formatDate, formatDuration } from '@/lib/format';
import type { VideoCard as Video } from './videos-api';

/**
 * A video in a grid: thumbnail with duration, title, channel, views and date. In "continue
 * watching" it also shows how far the viewer got (and opens there) and a button to remove it.
 */
export function VideoCard({
  video,
  showChannel = true,
  resumeAtS,
  onRemove,
}: {
  video: Video;
  showChannel?: boolean;
  resumeAtS?: number;
  onRemove?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const image = video.thumbnailUrl ?? video.posterUrl;
  const href = resumeAtS ? `/watch/${video.id}?t=${Math.floor(resumeAtS)}` : `/watch/${video.id}`;
  const watchedPercent = resumeAtS ? Math.min(100, Math.round((resumeAtS / video.durationS) * 100)) : null;
  return (
    <article className="group relative space-y-3">
      {!onRemove && <CardActionSlot videoId={video.id} title={video.title} />}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('home.continueWatching.remove', { title: video.title })}
          className="absolute top-2 right-2 z-10 rounded-full bg-black/70 p-1.5 text-white opacity-100 transition-opacity hover:bg-black/90 focus-visible:ring-2 focus-visible:ring-ring sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
      <Link to={href} className="relative block overflow-hidden rounded-xl bg-muted">
        <div className="aspect-video">
          {image && (
            <img
              src={image}
              alt=""
              loading="lazy"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          )}
        </div>
        <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          {formatDuration(video.durationS)}
        </span>
        {watchedPercent !== null && (
          <span className="absolute inset-x-0 bottom-0 h-1 bg-white/40">
            <span className="block h-full bg-primary" style={{ width: `${watchedPercent}%` }} />
            <span className="sr-only">
              {t('home.continueWatching.progress', { percent: watchedPercent })}
            </span>
          </span>
        )}
        {video.monetized && (
          <span className="absolute top-2 left-2 flex items-center gap-1 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-amber-300">
            <Lock className="size-3" aria-hidden="true" />
            {t('video.premium')}
          </span>
        )}
      </Link>
      <div className="flex gap-3">
        {showChannel && video.channel && (
          <Link to={`/channel/${video.channel.id}`} className="shrink-0" aria-hidden="true" tabIndex={-1}>
            <Avatar className="size-9">
              {video.channel.imageUrl && <AvatarImage src={video.channel.imageUrl} alt="" />}
              <AvatarFallback>{video.channel.name.slice(0, 1).toUpperCase()}</AvatarFallback>
            </Avatar>
          </Link>
        )}
        <div className="min-w-0 space-y-1">
          <h3 className="line-clamp-2 font-semibold leading-snug">
            <Link to={href} className="hover:underline">
              {video.title}
            </Link>
          </h3>
          {showChannel && video.channel && (
            <p className="truncate text-sm text-muted-foreground">
              <Link to={`/channel/${video.channel.id}`} className="hover:text-foreground">
                {video.channel.name}
              </Link>
            </p>
          )}
          <p className="text-sm text-muted-foreground">
            {t('video.views', {
              count: video.viewCount,
              formatted: formatCompactNumber(video.viewCount, i18n.language),
            })}
            {video.publishedAt && <> · {formatDate(video.publishedAt, i18n.language)}</>}
          </p>
        </div>
      </div>
    </article>
  );
}

export function VideoGrid({ videos, showChannel }: { videos: Video[]; showChannel?: boolean }) {
  return (
    <div className="grid gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {videos.map((video) => (
        <VideoCard key={video.id} video={video} showChannel={showChannel} />
      ))}
    </div>
  );
}
