import { MODERATION_STATEMENT_MAX } from '@domain/api/moderation';
import { RULES_PATH, reasonAnchor } from '@domain/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { TFunction } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { DecidedResult, DecideForm } from './decide-form';
import { DecisionHistory } from './decision-history';
import type { Decision } from './decisions-api';
import { type ModerationReport, moderationApi, moderationKeys } from './moderation-queue-api';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

function Reporter({ report, t }: { report: ModerationReport; t: TFunction }) {
  const who = report.reporter;
  if (who.kind === 'visitor')
    return (
      <span className="break-all">
        {t('adminModeration.byVisitor', { name: who.name, email: who.email })}
      </span>
    );
  return (
    <span>{t('adminModeration.byMember', { name: who.username ?? t('adminModeration.accountGone') })}</span>
  );
}

/** An item as admins review it: every report, the owner's other items, its decisions, and dismiss or decide. */
export function ModerationItem({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The decision just taken stays on screen once the item has no open report left.
  const [decided, setDecided] = useState<Decision | null>(null);
  const item = useQuery({
    queryKey: moderationKeys.item(id),
    queryFn: () => moderationApi.item(id),
    staleTime: 0,
  });
  const dismiss = useMutation({
    mutationFn: (text: string) => moderationApi.dismiss(id, text),
    onSuccess: (result) => {
      setStatement('');
      toast.success(t('adminModeration.dismissed', { count: result.dismissed }));
      // The queue is not mounted while an item is open (and queries do not refetch on mount): refetch it now.
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'all' });
    },
    onError: (e) => setError(t(errorKey(e, 'adminModeration.actionError'))),
  });
  // Opening an item moves focus to it, so keyboard and screen-reader users land on what they chose.
  useEffect(() => heading.current?.focus(), []);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const onDismiss = (event: FormEvent) => {
    event.preventDefault();
    if (!statement.trim()) return setError(t('errors.statement_required'));
    setError(null);
    dismiss.mutate(statement);
  };
  const data = item.data;
  return (
    <section aria-labelledby="moderation-item-title" className="space-y-6">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('adminModeration.back')}
      </Button>
      <h2
        id="moderation-item-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {data
          ? `${t(`report.kinds.${data.kind}`)} · ${data.title ?? t('report.itemGone')}`
          : t('adminModeration.item')}
      </h2>
      {item.isError ? (
        <LoadError
          message={t(errorKey(item.error, 'adminModeration.loadError'))}
          onRetry={() => item.refetch()}
        />
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t('adminModeration.columns.owner')}</dt>
            <dd>{data.owner?.username ?? t('adminModeration.ownerGone')}</dd>
            <dt className="text-muted-foreground">{t('adminModeration.columns.reports')}</dt>
            <dd>{t('adminModeration.openCount', { count: data.openReports })}</dd>
            <dt className="text-muted-foreground">{t('adminModeration.preview')}</dt>
            <dd>
              <Link
                to={data.previewPath}
                target="_blank"
                className="inline-flex items-center gap-1 underline"
              >
                {data.previewPath}
                <ExternalLink className="size-3" aria-hidden="true" />
                <span className="sr-only">{t('adminModeration.newTab')}</span>
              </Link>
            </dd>
          </dl>
          {data.body !== null && (
            <blockquote
              className="whitespace-pre-wrap break-words border-l-4 pl-3 text-sm"
              data-testid="reported-comment"
            >
              {data.body}
            </blockquote>
          )}

          <section className="space-y-3" aria-labelledby="moderation-reports">
            <h3 id="moderation-reports" className="font-semibold">
              {t('adminModeration.reports')}
            </h3>
            <ul className="space-y-3">
              {data.reports.map((report) => (
                <li key={report.reference} className="space-y-2 rounded-xl border p-4 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs">{report.reference}</span>
                    <Badge variant={report.status === 'open' ? 'secondary' : 'outline'}>
                      {t(`report.statuses.${report.status}`)}
                    </Badge>
                    <time dateTime={report.createdAt} className="text-xs text-muted-foreground">
                      {when(report.createdAt)}
                    </time>
                  </div>
                  <p>
                    <Link to={`${RULES_PATH}#${reasonAnchor(report.reason)}`} className="underline">
                      {t(`report.reasons.${report.reason}`)}
                    </Link>
                    {report.range && ` · ${mmss(report.range.startS)}–${mmss(report.range.endS)}`}
                  </p>
                  <p className="text-muted-foreground">
                    <Reporter report={report} t={t} />
                  </p>
                  {/* Typed by anyone: shown as text, never as HTML. */}
                  {report.note && (
                    <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{report.note}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>

          <section className="space-y-3" aria-labelledby="moderation-history">
            <h3 id="moderation-history" className="font-semibold">
              {t('adminModeration.ownerHistory')}
            </h3>
            {data.ownerHistory.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('adminModeration.noHistory')}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {data.ownerHistory.map((h) => (
                  <li key={h.id}>
                    {t(`report.kinds.${h.kind}`)} ·{' '}
                    {t('adminModeration.historyCounts', { open: h.openReports, closed: h.closedReports })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <DecisionHistory decisions={data.decisions} />

          {decided ? (
            <DecidedResult decision={decided} />
          ) : (
            data.openReports > 0 && (
              <div className="grid items-start gap-4 lg:grid-cols-2">
                <form onSubmit={onDismiss} noValidate className="space-y-3 rounded-xl border p-4">
                  <Field
                    id="moderation-statement"
                    label={t('adminModeration.statementLabel')}
                    hint={t('adminModeration.statementHint')}
                    error={error}
                  >
                    <Textarea
                      id="moderation-statement"
                      rows={4}
                      maxLength={MODERATION_STATEMENT_MAX}
                      value={statement}
                      onChange={(e) => setStatement(e.target.value)}
                    />
                  </Field>
                  <Button type="submit" loading={dismiss.isPending}>
                    {t('adminModeration.dismiss')}
                  </Button>
                </form>
                <DecideForm item={data} onDecided={setDecided} />
              </div>
            )
          )}
        </>
      )}
    </section>
  );
}
