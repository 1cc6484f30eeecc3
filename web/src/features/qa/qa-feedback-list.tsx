import { useInfiniteQuery } from '@tanstack/react-query';
import { MessageSquareText, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { qaApi, qaKeys } from './qa-api';

/** QA feedback for admins, newest first, a page at a time ("Voir plus"). */
export function QaFeedbackList() {
  const { t, i18n } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey: qaKeys.feedback,
    queryFn: ({ pageParam }) => qaApi.feedbackPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
  if (pages.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{t(errorKey(pages.error, 'admin.qaFeedback.loadError'))}</p>
        <Button variant="outline" onClick={() => pages.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!pages.data)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  const items = pages.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-16 text-center">
        <MessageSquareText className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t('admin.qaFeedback.empty')}</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id} className="space-y-2 rounded-xl border p-4">
            <p className="whitespace-pre-line break-words">{item.message}</p>
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <span>
                {item.author
                  ? `${item.author.username} · ${item.author.email}`
                  : t('admin.qaFeedback.deletedAuthor')}
              </span>
              <span>
                {t('admin.qaFeedback.page')} <code className="break-all">{item.pagePath}</code>
              </span>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt, i18n.language)}</time>
            </p>
          </li>
        ))}
      </ul>
      <ShowMore pages={pages} />
    </div>
  );
}
