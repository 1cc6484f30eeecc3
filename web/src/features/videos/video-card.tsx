import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatCompactNumber, formatDate, formatDuration } from '@/lib/format';
import type { VideoCard as Video } from './videos-api';

/** A video in a grid: thumbnail with duration, title, channel, views and date. */
export function VideoCard({ video, showChannel = true }: { video: Video; showChannel?: boolean }) {
  const { t, i18n } = useTranslation();
  const image = video.thumbnailUrl ?? video.posterUrl;
  return (
    <article className="group space-y-3">
      <Link to={`/watch/${video.id}`} className="relative block overflow-hidden rounded-xl bg-muted">
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
            <Link to={`/watch/${video.id}`} className="hover:underline">
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
