import { APPEAL_OUTCOMES, type AppealOutcome, EXPLANATION_MAX } from '@domain/moderation-decisions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { sanctionName } from './decision-statement';
import { type AppealQueueItem, decisionKeys, decisionsApi } from './decisions-api';
import { moderationKeys } from './moderation-queue-api';

/** Uphold or overturn, with the reviewer's reasons; the appeal leaves the queue once reviewed. */
function ReviewForm({
  appeal,
  heading,
}: {
  appeal: AppealQueueItem;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<AppealOutcome | null>(null);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useMutation({
    mutationFn: () => decisionsApi.review(appeal.id, outcome!, statement),
    onSuccess: () => {
      toast.success(t('adminModeration.appeals.reviewed'));
      // The reviewed appeal leaves the list, and its form with the focus: the list's heading takes it.
      heading.current?.focus();
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'all' });
    },
    onError: (e) => setError(t(errorKey(e, 'adminModeration.actionError'))),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setError(t('adminModeration.appeals.outcomeRequired'));
    if (!statement.trim()) return setError(t('errors.statement_required'));
    setError(null);
    review.mutate();
  };
  const id = `appeal-${appeal.id}`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('adminModeration.appeals.outcome')}</legend>
        {APPEAL_OUTCOMES.map((o) => (
          <label key={o} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-outcome`}
              value={o}
              className="size-4"
              checked={outcome === o}
              onChange={() => setOutcome(o)}
            />
            {t(`adminModeration.appeals.outcomes.${o}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-statement`}
        label={t('adminModeration.appeals.statement')}
        hint={t('adminModeration.appeals.statementHint')}
        error={error}
      >
        <Textarea
          id={`${id}-statement`}
          rows={3}
          maxLength={EXPLANATION_MAX}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
        />
      </Field>
      <Button type="submit" loading={review.isPending}>
        {t('adminModeration.appeals.submit')}
      </Button>
    </form>
  );
}

/** The open appeals, oldest first, each with what was decided, the member's message and the review. */
export function AppealsQueue() {
  const { t, i18n } = useTranslation();
  const appeals = useQuery({ queryKey: decisionKeys.appeals, queryFn: decisionsApi.appeals, staleTime: 0 });
  const date = (iso: string) => formatDate(iso, i18n.language);
  const unknown = t('adminModeration.accountGone');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="appeals-title" className="space-y-3">
      <h2 id="appeals-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {t('adminModeration.appeals.title')}
      </h2>
      {appeals.isError ? (
        <LoadError message={t('adminModeration.appeals.loadError')} onRetry={() => appeals.refetch()} />
      ) : !appeals.data ? (
        <Skeleton className="h-24 w-full" />
      ) : appeals.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adminModeration.appeals.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {appeals.data.items.map((appeal) => (
            <li key={appeal.id} className="space-y-3 rounded-xl border p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs">{appeal.decision.reference}</span>
                <span className="text-xs text-muted-foreground">
                  {t('adminModeration.appeals.submitted', { date: date(appeal.submittedAt) })}
                </span>
              </div>
              <p className="break-words">
                <span className="text-muted-foreground">
                  {t(`report.kinds.${appeal.decision.itemKind}`)} ·{' '}
                </span>
                {appeal.decision.targetTitle ?? t('report.itemGone')}
              </p>
              <p>
                {appeal.decision.sanctions.map((s) => sanctionName(s, t)).join(', ')} ·{' '}
                {t(`report.reasons.${appeal.decision.reason}`)}
              </p>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                <dt className="text-muted-foreground">{t('adminModeration.appeals.member')}</dt>
                <dd>{appeal.member?.username ?? unknown}</dd>
                <dt className="text-muted-foreground">{t('adminModeration.appeals.decidedBy')}</dt>
                <dd>{appeal.decidedBy.username ?? unknown}</dd>
              </dl>
              <div className="space-y-1">
                <h3 className="font-medium">{t('adminModeration.appeals.message')}</h3>
                <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">
                  {appeal.decision.appeal.message}
                </p>
              </div>
              {appeal.reviewable ? (
                <ReviewForm appeal={appeal} heading={heading} />
              ) : (
                <p role="note" className="rounded-md border border-dashed p-3">
                  {t('adminModeration.appeals.notReviewable')}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
