import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { newsApi, newsKeys } from '@/features/news/news-api';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminShell } from './admin-shell';

/** /admin/news: every article with its status, last edited first (admins). */
export default function AdminNewsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('adminNews.title'));
  const pages = useInfiniteQuery({
    queryKey: newsKeys.adminList,
    queryFn: ({ pageParam }) => newsApi.adminPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminShell>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('adminNews.title')}</h1>
          <Button asChild>
            <Link to="/admin/news/new">
              <Plus aria-hidden="true" />
              {t('adminNews.new')}
            </Link>
          </Button>
        </div>
        {pages.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-destructive">{t(errorKey(pages.error, 'adminNews.loadError'))}</p>
            <Button variant="outline" onClick={() => pages.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('common.retry')}
            </Button>
          </div>
        ) : !pages.data ? (
          <Skeleton className="h-40 w-full" />
        ) : items.length === 0 ? (
          <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
            {t('adminNews.empty')}
          </p>
        ) : (
          <>
            <ul className="divide-y rounded-xl border">
              {items.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
                  <Link
                    to={`/admin/news/edit/${a.id}`}
                    className="min-w-0 flex-1 font-medium hover:underline"
                  >
                    <span className="block truncate">{a.title || t('adminNews.untitled')}</span>
                    <span className="block truncate text-xs font-normal text-muted-foreground">
                      /news/{a.slug}
                    </span>
                  </Link>
                  <Badge
                    variant={
                      a.status === 'published'
                        ? 'default'
                        : a.status === 'scheduled'
                          ? 'outline'
                          : 'secondary'
                    }
                  >
                    {t(`news.status.${a.status}`)}
                  </Badge>
                  <span className="text-xs text-muted-foreground">
                    {a.status === 'scheduled' && a.publishAt
                      ? t('adminNews.scheduledFor', { date: formatDate(a.publishAt, i18n.language) })
                      : t('adminNews.updated', { date: formatDate(a.updatedAt, i18n.language) })}
                  </span>
                </li>
              ))}
            </ul>
            <ShowMore pages={pages} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
