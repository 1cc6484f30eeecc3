import { VIDEO_SORTS, type VideoAudience, type VideoSort, videoAudience } from '@domain/videos';
import { ArrowDown, ArrowUp, CircleEuro, EyeOff, Globe, Lock, Pencil } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { formatCompactNumber, formatDate, formatNumber } from '@/lib/format';
import type { OwnVideo } from './videos-api';

export interface SortState {
  sort: VideoSort;
  order: 'asc' | 'desc';
}

interface Props {
  videos: OwnVideo[];
  /** Off on a channel's own page, where every row has the same channel. */
  showChannel?: boolean;
  sort?: SortState;
  onSort?(next: SortState): void;
  renderDelete(video: OwnVideo): React.ReactNode;
}

/**
 * The creator's videos: a table from the `md` breakpoint on, and below it (a phone) one card per
 * video with its edit and delete buttons beside it and a sort menu instead of the column headers.
 * Both are in the page; CSS shows one, so nothing jumps while the page loads.
 */
export function OwnVideosTable(props: Props) {
  return (
    <>
      <div className="md:hidden">
        <OwnVideoCards {...props} />
      </div>
      <div className="hidden md:block">
        <VideosTable {...props} />
      </div>
    </>
  );
}

const SORT_LABELS: Record<VideoSort, string> = {
  created: 'dashboard.table.date',
  title: 'dashboard.table.video',
  status: 'dashboard.table.status',
  visibility: 'video.fields.visibility',
  views: 'dashboard.table.views',
};

function OwnVideoCards({ videos, sort, onSort, renderDelete, showChannel = true }: Props) {
  const { t, i18n } = useTranslation();
  const sortId = useId();
  return (
    <div className="space-y-3">
      {sort && onSort && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <label htmlFor={sortId} className="text-muted-foreground">
            {t('dashboard.table.sortBy')}
          </label>
          <select
            id={sortId}
            value={sort.sort}
            onChange={(e) => onSort({ sort: e.target.value as VideoSort, order: sort.order })}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {VIDEO_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </option>
            ))}
          </select>
          <Button
            type="button"
            size="icon"
            variant="outline"
            aria-label={t(sort.order === 'asc' ? 'dashboard.table.orderAsc' : 'dashboard.table.orderDesc')}
            onClick={() => onSort({ sort: sort.sort, order: sort.order === 'asc' ? 'desc' : 'asc' })}
          >
            {sort.order === 'asc' ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
          </Button>
        </div>
      )}
      <ul className="divide-y rounded-xl border">
        {videos.map((video) => (
          <li key={video.id} className="flex items-start gap-3 p-3" data-testid="own-video-card">
            <Link
              to={`/watch/${video.id}`}
              className="aspect-video w-28 shrink-0 overflow-hidden rounded bg-muted"
              aria-hidden="true"
              tabIndex={-1}
            >
              <Thumbnail video={video} />
            </Link>
            <div className="min-w-0 flex-1 space-y-1">
              <Link
                to={`/watch/${video.id}`}
                className="line-clamp-2 font-medium leading-snug hover:underline"
              >
                {video.title}
              </Link>
              {showChannel && video.channel && (
                <p className="truncate text-xs text-muted-foreground">{video.channel.name}</p>
              )}
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <StatusBadge video={video} />
                <span>{t(`video.visibility.${video.visibility}`)}</span>
                <MonetizedBadge video={video} />
              </div>
              <AudienceLine video={video} />
              <p className="text-xs text-muted-foreground">
                <span className="tabular-nums">
                  {t('video.views', {
                    count: video.viewCount,
                    formatted: formatCompactNumber(video.viewCount, i18n.language),
                  })}
                </span>
                {' · '}
                <span className="whitespace-nowrap">{formatDate(video.createdAt, i18n.language)}</span>
              </p>
            </div>
            <div className="-mr-1 flex shrink-0 flex-col gap-1">
              <EditLink video={video} />
              {renderDelete(video)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The table; column headers sort (on the server) when onSort is given. */
function VideosTable({ videos, sort, onSort, renderDelete, showChannel = true }: Props) {
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
                    <Thumbnail video={video} />
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
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span>{t(`video.visibility.${video.visibility}`)}</span>
                  <MonetizedBadge video={video} />
                </div>
                <AudienceLine video={video} className="mt-1" />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatNumber(video.viewCount, i18n.language)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(video.createdAt, i18n.language)}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  <EditLink video={video} />
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

function Thumbnail({ video }: { video: OwnVideo }) {
  const src = video.thumbnailUrl ?? video.posterUrl;
  return src ? <img src={src} alt="" className="size-full object-cover" loading="lazy" /> : null;
}

function EditLink({ video }: { video: OwnVideo }) {
  const { t } = useTranslation();
  return (
    <Button size="icon" variant="ghost" asChild>
      <Link to={`/video/${video.id}/edit`} aria-label={t('dashboard.table.edit', { title: video.title })}>
        <Pencil aria-hidden="true" />
      </Link>
    </Button>
  );
}

function MonetizedBadge({ video }: { video: OwnVideo }) {
  const { t } = useTranslation();
  if (!video.monetized) return null;
  return (
    <Badge className="gap-1 border-transparent bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
      <CircleEuro className="size-3.5" aria-hidden="true" />
      {t('dashboard.table.monetized')}
    </Badge>
  );
}

const AUDIENCE_ICONS: Record<VideoAudience, typeof Globe> = { everyone: Globe, premium: Lock, owner: EyeOff };

/** Who may watch the video, by the rule the server applies (visitors and free members see a lock on a monetized one). */
function AudienceLine({ video, className = '' }: { video: OwnVideo; className?: string }) {
  const { t } = useTranslation();
  const audience = videoAudience({
    ownerId: video.owner.id,
    visibility: video.visibility,
    monetized: video.monetized,
    publishedAt: video.publishedAt === null ? null : new Date(video.publishedAt),
    removed: Boolean(video.moderation?.removedDecisionId),
  });
  const Icon = AUDIENCE_ICONS[audience];
  return (
    <p className={`flex items-center gap-1 text-xs text-muted-foreground ${className}`}>
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {t(`dashboard.table.audience.${audience}`)}
    </p>
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
