import { ListVideo } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import type { Playlist } from './playlists-api';

/** A list in a grid (/playlists, a channel page): its first picture, title, count and visibility. */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  const title = playlist.kind === 'watch_later' ? t('playlists.watchLater') : playlist.title;
  return (
    <article className="space-y-2">
      <Link to={`/playlists/${playlist.id}`} className="relative block overflow-hidden rounded-xl bg-muted">
        <div className="aspect-video">
          {playlist.thumbnailUrl && (
            <img src={playlist.thumbnailUrl} alt="" className="size-full object-cover" />
          )}
        </div>
        <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded bg-black/80 px-1.5 py-0.5 text-xs font-medium text-white">
          <ListVideo className="size-3" aria-hidden="true" />
          {t('playlists.count', { count: playlist.itemCount })}
        </span>
      </Link>
      <h3 className="line-clamp-2 font-semibold leading-snug">
        <Link to={`/playlists/${playlist.id}`} className="hover:underline">
          {title}
        </Link>
      </h3>
      <p className="text-sm text-muted-foreground">{t(`playlists.visibility.${playlist.visibility}`)}</p>
    </article>
  );
}

export function PlaylistGrid({ playlists }: { playlists: Playlist[] }) {
  return (
    <div className="grid gap-x-4 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {playlists.map((p) => (
        <PlaylistCard key={p.id} playlist={p} />
      ))}
    </div>
  );
}
