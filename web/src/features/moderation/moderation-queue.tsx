import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import type { TFunction } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import { type ModerationQueueItem, moderationApi, moderationKeys } from './moderation-queue-api';

function ItemName({ item, t }: { item: Pick<ModerationQueueItem, 'kind' | 'title'>; t: TFunction }) {
  return (
    <span className="min-w-0 break-words">
      <span className="text-muted-foreground">{t(`report.kinds.${item.kind}`)} · </span>
      {item.title ?? <span className="text-muted-foreground">{t('report.itemGone')}</span>}
    </span>
  );
}

const Reasons = ({ item, t }: { item: ModerationQueueItem; t: TFunction }) => (
  <span>{item.reasons.map((r) => `${t(`report.reasons.${r.reason}`)} (${r.count})`).join(', ')}</span>
);

/** The open reports grouped by item, the oldest waiting first (cards on a phone, a table from `md` up). */
export function ModerationQueue({ onOpen }: { onOpen: (itemId: string) => void }) {
  const { t, i18n } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: moderationKeys.queue,
    queryFn: ({ pageParam }) => moderationApi.queue(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language);
  const owner = (item: ModerationQueueItem) => item.owner?.username ?? t('adminModeration.ownerGone');
  const open = (item: ModerationQueueItem) => (
    <Button size="sm" variant="outline" onClick={() => onOpen(item.id)}>
      {t('adminModeration.review')}
      <span className="sr-only"> {item.title ?? t(`report.kinds.${item.kind}`)}</span>
    </Button>
  );

  if (pages.isError)
    return <LoadError message={t('adminModeration.loadError')} onRetry={() => pages.refetch()} />;
  if (!pages.data) return <Skeleton className="h-40 w-full" />;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
        <ShieldCheck className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t('adminModeration.empty')}</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="space-y-2 rounded-xl border p-4 text-sm">
            <ItemName item={item} t={t} />
            <p className="text-muted-foreground">{t('adminModeration.ownedBy', { name: owner(item) })}</p>
            <p>
              {t('adminModeration.openCount', { count: item.openReports })} · <Reasons item={item} t={t} />
            </p>
            <p className="text-muted-foreground">
              {t('adminModeration.waitingSince', { date: date(item.oldestReportAt) })}
            </p>
            {open(item)}
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm md:table">
        <thead className="text-left text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('adminModeration.columns.item')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('adminModeration.columns.owner')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('adminModeration.columns.reports')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('adminModeration.columns.oldest')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('adminModeration.columns.newest')}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('adminModeration.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b align-top">
              <td className="py-3 pr-4">
                <ItemName item={item} t={t} />
              </td>
              <td className="py-3 pr-4">{owner(item)}</td>
              <td className="py-3 pr-4">
                <span className="font-semibold">{item.openReports}</span> · <Reasons item={item} t={t} />
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">{date(item.oldestReportAt)}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{date(item.newestReportAt)}</td>
              <td className="py-3 text-right">{open(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShowMore pages={pages} />
    </div>
  );
}
