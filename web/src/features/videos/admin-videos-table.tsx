import { useInfiniteQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate, formatNumber } from '@/lib/format';
import {
  type AdminVideoFilters,
  type AdminVideoRow,
  adminVideosApi,
  adminVideosKeys,
  EMPTY_ADMIN_VIDEO_FILTERS,
  moderationHistoryHref,
} from './admin-videos-api';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

const CHOICES = {
  status: ['', 'processing', 'ready', 'failed'],
  visibility: ['', 'public', 'private'],
  monetized: ['', 'true', 'false'],
  sort: ['newest', 'oldest', 'views'],
} as const;

/** Every video, filtered and searched on the server, a page at a time (the spec's videos-list table). */
export function AdminVideosTable() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AdminVideoFilters>(EMPTY_ADMIN_VIDEO_FILTERS);
  const [filters, setFilters] = useState<AdminVideoFilters>(EMPTY_ADMIN_VIDEO_FILTERS);
  const pages = useInfiniteQuery({
    queryKey: adminVideosKeys.page(filters),
    queryFn: ({ pageParam }) => adminVideosApi.page(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="admin-videos-q" label={t('adminVideos.filters.q')}>
          <Input
            id="admin-videos-q"
            type="search"
            value={draft.q}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
        {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
          <Field key={key} id={`admin-videos-${key}`} label={t(`adminVideos.filters.${key}`)}>
            <select
              id={`admin-videos-${key}`}
              className={selectClass}
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            >
              {CHOICES[key].map((value) => (
                <option key={value} value={value}>
                  {t(`adminVideos.${key}.${value || 'any'}`)}
                </option>
              ))}
            </select>
          </Field>
        ))}
        <div className="flex items-end gap-3">
          <Button type="submit">{t('adminVideos.filters.apply')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_ADMIN_VIDEO_FILTERS);
              setFilters(EMPTY_ADMIN_VIDEO_FILTERS);
            }}
          >
            {t('adminVideos.filters.reset')}
          </Button>
        </div>
      </form>
      {pages.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{t(errorKey(pages.error, 'adminVideos.loadError'))}</p>
          <Button variant="outline" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !pages.data ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t('adminVideos.empty')}
        </p>
      ) : (
        <>
          {/* On a phone only the table scrolls sideways, never the page. */}
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{t('adminVideos.caption')}</caption>
              <thead className="bg-muted/50 text-xs text-muted-foreground">
                <tr>
                  {(
                    [
                      'title',
                      'status',
                      'visibility',
                      'monetized',
                      'owner',
                      'channel',
                      'views',
                      'created',
                      'moderation',
                    ] as const
                  ).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`adminVideos.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {items.map((video) => (
                  <VideoRow key={video.id} video={video} />
                ))}
              </tbody>
            </table>
          </div>
          <ShowMore pages={pages} />
        </>
      )}
    </div>
  );
}

function VideoRow({ video }: { video: AdminVideoRow }) {
  const { t, i18n } = useTranslation();
  const history = moderationHistoryHref(video.id);
  return (
    <tr>
      <td className="max-w-64 px-3 py-2">
        {video.watchable ? (
          <Link to={`/watch/${video.id}`} className="font-medium underline-offset-4 hover:underline">
            {video.title}
          </Link>
        ) : (
          <span className="font-medium">
            {video.title}{' '}
            <span className="text-xs text-muted-foreground">({t('adminVideos.notWatchable')})</span>
          </span>
        )}
      </td>
      <td className="px-3 py-2">
        <Badge variant={video.status === 'failed' ? 'destructive' : 'secondary'}>
          {t(`adminVideos.status.${video.status}`)}
        </Badge>
      </td>
      <td className="px-3 py-2">{t(`adminVideos.visibility.${video.visibility}`)}</td>
      <td className="px-3 py-2">{t(`adminVideos.monetized.${video.monetized}`)}</td>
      <td className="px-3 py-2">
        <span className="block">{video.owner.username ?? '—'}</span>
        <span className="block break-all text-xs text-muted-foreground">{video.owner.email}</span>
      </td>
      <td className="px-3 py-2">
        {video.channel ? (
          <Link to={`/channel/${video.channel.id}`} className="underline-offset-4 hover:underline">
            {video.channel.name}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="px-3 py-2 tabular-nums">{formatNumber(video.views, i18n.language)}</td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={video.createdAt}>{formatDate(video.createdAt, i18n.language)}</time>
      </td>
      <td className="px-3 py-2">
        <Link to={history} className="underline-offset-4 hover:underline">
          {t('adminVideos.history')}
        </Link>
      </td>
    </tr>
  );
}
