import type { VideoSort } from '@domain/videos';
import { ArrowDown, ArrowUp, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber } from '@/lib/format';
import type { OwnVideo } from './videos-api';

export interface SortState {
  sort: VideoSort;
  order: 'asc' | 'desc';
}

/** The creator's videos as a table; column headers sort (on the server) when onSort is given. */
export function OwnVideosTable({
  videos,
  sort,
  onSort,
  renderDelete,
  showChannel = true,
}: {
  videos: OwnVideo[];
  /** Off on a channel's own page, where every row has the same channel. */
  showChannel?: boolean;
  sort?: SortState;
  onSort?(next: SortState): void;
  renderDelete(video: OwnVideo): React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const header = (key: VideoSort | null, label: string, className = '') => {
    if (!key || !onSort || !sort) return <th className={`px-3 py-2 font-medium ${className}`}>{label}</th>;
    const active = sort.sort === key;
    const next: SortState = { sort: key, order: active && sort.order === 'desc' ? 'asc' : 'desc' };
    return (
      <th
        className={`px-3 py-2 font-medium ${className}`}
        aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button
          type="button"
          className="inline-flex items-center gap-1 hover:text-foreground"
          onClick={() => onSort(next)}
        >
          {label}
          {active &&
            (sort.order === 'asc' ? (
              <ArrowUp className="size-3" aria-hidden="true" />
            ) : (
              <ArrowDown className="size-3" aria-hidden="true" />
            ))}
        </button>
      </th>
    );
  };
  return (
    <div className="relative overflow-x-auto rounded-xl border">
      <table className={`w-full text-left text-sm ${showChannel ? 'min-w-[720px]' : 'min-w-[600px]'}`}>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            {header('title', t('dashboard.table.video'), 'w-[40%]')}
            {showChannel && header(null, t('video.fields.channel'))}
            {header('status', t('dashboard.table.status'))}
            {header('visibility', t('video.fields.visibility'))}
            {header('views', t('dashboard.table.views'), 'text-right')}
            {header('created', t('dashboard.table.date'))}
            <th className="px-3 py-2">
              <span className="sr-only">{t('dashboard.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.id} className="border-t">
              <td className="px-3 py-2">
                <Link to={`/watch/${video.id}`} className="flex items-center gap-3 hover:underline">
                  <span className="aspect-video w-24 shrink-0 overflow-hidden rounded bg-muted">
                    {(video.thumbnailUrl ?? video.posterUrl) && (
                      <img
                        src={video.thumbnailUrl ?? video.posterUrl ?? ''}
                        alt=""
                        className="size-full object-cover"
                        loading="lazy"
                      />
                    )}
                  </span>
                  <span className="line-clamp-2 font-medium">{video.title}</span>
                </Link>
              </td>
              {showChannel && (
                <td className="px-3 py-2 text-muted-foreground">{video.channel?.name ?? '—'}</td>
              )}
              <td className="px-3 py-2">
                <StatusBadge video={video} />
              </td>
              <td className="px-3 py-2">{t(`video.visibility.${video.visibility}`)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatNumber(video.viewCount, i18n.language)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(video.createdAt, i18n.language)}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  <Button size="icon" variant="ghost" asChild>
                    <Link
                      to={`/video/${video.id}/edit`}
                      aria-label={t('dashboard.table.edit', { title: video.title })}
                    >
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                  {renderDelete(video)}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatusBadge({ video }: { video: OwnVideo }) {
  const { t } = useTranslation();
  if (video.status === 'failed') return <Badge variant="destructive">{t('video.status.failed')}</Badge>;
  if (video.status === 'processing')
    return (
      <Badge variant="secondary">{t('video.status.processingProgress', { progress: video.progress })}</Badge>
    );
  return <Badge variant="outline">{t('video.status.ready')}</Badge>;
}
