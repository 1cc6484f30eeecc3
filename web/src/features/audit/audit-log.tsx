import { useInfiniteQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ShowMore } from '@/components/ui/show-more';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { type AuditEntry, type AuditFilters, auditApi, auditKeys, EMPTY_AUDIT_FILTERS } from './audit-api';

const FILTER_FIELDS = ['actor', 'action', 'targetType', 'targetId'] as const;

/** The audit log, filtered (actor, action, target, days), newest first, a page at a time. */
export function AuditLog() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const pages = useInfiniteQuery({
    queryKey: auditKeys.page(filters),
    queryFn: ({ pageParam }) => auditApi.page(filters, pageParam),
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
        {FILTER_FIELDS.map((key) => (
          <Field key={key} id={`audit-${key}`} label={t(`audit.filters.${key}`)}>
            <Input
              id={`audit-${key}`}
              value={draft[key]}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          </Field>
        ))}
        {(['from', 'to'] as const).map((key) => (
          <Field key={key} id={`audit-${key}`} label={t(`audit.filters.${key}`)}>
            <Input
              id={`audit-${key}`}
              type="date"
              value={draft[key]}
              onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
            />
          </Field>
        ))}
        <div className="flex gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('audit.filters.apply')}</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(EMPTY_AUDIT_FILTERS);
              setFilters(EMPTY_AUDIT_FILTERS);
            }}
          >
            {t('audit.filters.reset')}
          </Button>
        </div>
      </form>
      {pages.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-destructive">{t(errorKey(pages.error, 'audit.loadError'))}</p>
          <Button variant="outline" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : !pages.data ? (
        <Skeleton className="h-40 w-full" />
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-12 text-center text-muted-foreground">
          {t('audit.empty')}
        </p>
      ) : (
        <>
          <ul className="divide-y rounded-xl border">
            {items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <ShowMore pages={pages} />
        </>
      )}
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="space-y-1 p-4 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <code className="font-semibold">{entry.action}</code>
        <span>{entry.actorEmail}</span>
        <span className="break-all text-muted-foreground">
          {entry.targetType}
          {entry.targetId ? ` · ${entry.targetId}` : ''}
        </span>
        <time dateTime={entry.at} className="ml-auto text-xs text-muted-foreground">
          {new Date(entry.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      </p>
      {entry.requestId && (
        <p className="text-xs text-muted-foreground">{t('audit.request', { id: entry.requestId })}</p>
      )}
      <details>
        <summary className="cursor-pointer text-xs text-muted-foreground">{t('audit.changes')}</summary>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="min-w-0">
              <p className="text-xs font-medium">{t(`audit.${side}`)}</p>
              <pre className="overflow-x-auto rounded-md bg-muted p-2 text-xs">
                {JSON.stringify(entry[side], null, 2) ?? 'null'}
              </pre>
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}
