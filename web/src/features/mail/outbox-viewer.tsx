import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { errorKey } from '@/lib/error-key';
import { type OutboxSummary, outboxApi, outboxKeys } from './outbox-api';

/** The local outbox: the list newest first, and the message picked beside it (below it on a phone). */
export function OutboxViewer() {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const pages = useInfiniteQuery({
    queryKey: outboxKeys.page,
    queryFn: ({ pageParam }) => outboxApi.page(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 0,
  });
  if (pages.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{t(errorKey(pages.error, 'adminOutbox.loadError'))}</p>
        <Button variant="outline" onClick={() => pages.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!pages.data) return <Skeleton className="h-40 w-full" />;
  const items = pages.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
        {t('adminOutbox.empty')}
      </p>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <div className="space-y-3">
        <ul className="divide-y rounded-xl border">
          {items.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                aria-current={selected === m.id ? 'true' : undefined}
                onClick={() => setSelected(m.id)}
                className={cn(
                  'block w-full space-y-0.5 p-3 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected === m.id && 'bg-muted',
                )}
              >
                <span className="block truncate font-medium">{m.subject}</span>
                <span className="block truncate text-xs text-muted-foreground">{m.to}</span>
                <time dateTime={m.createdAt} className="block text-xs text-muted-foreground">
                  {new Date(m.createdAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'medium',
                  })}
                </time>
              </button>
            </li>
          ))}
        </ul>
        <ShowMore pages={pages} />
      </div>
      {selected ? (
        <OutboxMessageView id={selected} summary={items.find((m) => m.id === selected)} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('adminOutbox.pick')}</p>
      )}
    </div>
  );
}

function OutboxMessageView({ id, summary }: { id: string; summary: OutboxSummary | undefined }) {
  const { t } = useTranslation();
  const [part, setPart] = useState<'html' | 'text'>('html');
  const message = useQuery({ queryKey: outboxKeys.message(id), queryFn: () => outboxApi.message(id) });
  if (message.isError)
    return (
      <p role="alert" className="text-destructive">
        {t(errorKey(message.error, 'adminOutbox.loadError'))}
      </p>
    );
  if (!message.data) return <Skeleton className="h-64 w-full" />;
  const m = message.data;
  return (
    <article className="min-w-0 space-y-4" aria-label={summary?.subject ?? m.subject}>
      <h2 className="break-words text-lg font-semibold">{m.subject}</h2>
      <details>
        <summary className="cursor-pointer text-sm text-muted-foreground">{t('adminOutbox.headers')}</summary>
        <dl className="mt-2 grid gap-x-3 gap-y-1 overflow-x-auto rounded-md bg-muted p-3 text-xs sm:grid-cols-[auto_1fr]">
          {m.headers.map((h, i) => (
            <div key={i} className="contents">
              <dt className="font-medium">{h.name}</dt>
              <dd className="break-all">{h.value}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="flex gap-2" role="group" aria-label={t('adminOutbox.part')}>
        {(['html', 'text'] as const).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={part === p ? 'default' : 'outline'}
            aria-pressed={part === p}
            onClick={() => setPart(p)}
          >
            {t(`adminOutbox.${p}`)}
          </Button>
        ))}
      </div>
      {part === 'html' ? (
        // The mail's HTML runs nowhere: an empty sandbox allows no script, no form, no same origin.
        <iframe
          title={t('adminOutbox.htmlFrame')}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={m.html}
          className="h-[32rem] w-full rounded-md border bg-white"
        />
      ) : (
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 text-sm">
          {m.text}
        </pre>
      )}
    </article>
  );
}
