import type { ModerationItemDetail } from '@domain/api/moderation';
import { REPORT_REASON_CODES, type ReportReason } from '@domain/moderation';
import {
  DECISION_REASON_CODES,
  type DecideInput,
  type DecisionItemKind,
  type DecisionReason,
  decideInputSchema,
  EXPLANATION_MAX,
  FACTS_MAX,
  LEGAL_GROUND_MAX,
  MEMBER_ONLY_REASONS,
  SANCTIONS_FOR_ITEM,
} from '@domain/moderation-decisions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { DecisionStatement } from './decision-statement';
import { type Decision, decisionsApi } from './decisions-api';
import { moderationKeys } from './moderation-queue-api';
import {
  EMPTY_DRAFT,
  type SanctionDraft,
  SanctionFields,
  sanctionChoices,
  selectClass,
} from './sanction-fields';

/** The reason most reported among the item's reports (open ones first): the form's default ground. */
export function mostReportedReason(item: Pick<ModerationItemDetail, 'reports'>): ReportReason {
  const open = item.reports.filter((r) => r.status === 'open');
  const counts = new Map<ReportReason, number>();
  for (const r of open.length ? open : item.reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  let best: ReportReason = REPORT_REASON_CODES[0];
  for (const [reason, count] of counts) if (count > (counts.get(best) ?? 0)) best = reason;
  return best;
}

type FieldName = 'sanctions' | 'reason' | 'legalGround' | 'facts' | 'explanation' | 'confirm' | 'form';

/** The decision just taken, as its member will read it; focus moves here so it is read out. */
export function DecidedResult({ decision }: { decision: Decision }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="decided-title" className="space-y-3 rounded-xl border p-4">
      <h3 id="decided-title" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {t('adminModeration.decide.decided', { reference: decision.reference })}
      </h3>
      <DecisionStatement decision={decision} />
    </section>
  );
}

/**
 * Decide one or more sanctions on an item with a statement of reasons (DSA Art. 17), confirmed
 * once. The server decides only on an item with open reports (409 `no_open_reports`).
 */
export function DecideForm({
  item,
  onDecided,
}: {
  item: ModerationItemDetail;
  onDecided: (decision: Decision) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <DecisionForm
      kind={item.kind}
      defaultReason={mostReportedReason(item)}
      submit={(input) => decisionsApi.decide(item.id, input)}
      onDecided={(decision) => {
        onDecided(decision);
        return queryClient.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'all' });
      }}
    />
  );
}

/**
 * The statement of reasons form, for an item or for a member directly (the admin member page:
 * limit the reports of a member who misuses them). Grounds about a member's conduct are offered
 * only on a member.
 */
export function DecisionForm({
  kind,
  defaultReason,
  submit,
  onDecided,
}: {
  kind: DecisionItemKind;
  defaultReason: DecisionReason;
  submit: (input: DecideInput) => Promise<Decision>;
  onDecided: (decision: Decision) => unknown;
}) {
  const { t } = useTranslation();
  const kinds = SANCTIONS_FOR_ITEM[kind];
  const reasons = DECISION_REASON_CODES.filter((c) => kind === 'member' || !MEMBER_ONLY_REASONS.includes(c));
  const [draft, setDraft] = useState<SanctionDraft>(EMPTY_DRAFT);
  const [reason, setReason] = useState<DecisionReason>(defaultReason);
  const [legalGround, setLegalGround] = useState('');
  const [facts, setFacts] = useState('');
  const [explanation, setExplanation] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const decide = useMutation({
    mutationFn: submit,
    onSuccess: onDecided,
    onError: (e) => setErrors({ form: t(errorKey(e, 'adminModeration.actionError')) }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: DecideInput = {
      sanctions: sanctionChoices(kinds, draft),
      reason,
      legalGround: legalGround.trim() || null,
      facts,
      explanation,
    };
    const parsed = decideInputSchema.safeParse(input);
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const name = (issue.path[0] ?? 'form') as FieldName;
      found[name] ??= t(`errors.${issue.message}`);
    }
    if (!confirmed) found.confirm = t('adminModeration.decide.confirmRequired');
    setErrors(found);
    if (Object.keys(found).length === 0) decide.mutate(input);
  };
  const counter = (text: string, max: number) => t('decision.counter', { count: text.length, max });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border p-4">
      <h3 className="font-semibold">{t('adminModeration.decide.title')}</h3>
      <SanctionFields kinds={kinds} draft={draft} onChange={setDraft} error={errors.sanctions} />
      <Field id="decide-reason" label={t('adminModeration.decide.reason')} error={errors.reason}>
        <select
          id="decide-reason"
          className={selectClass}
          value={reason}
          onChange={(e) => setReason(e.target.value as DecisionReason)}
        >
          {reasons.map((code) => (
            <option key={code} value={code}>
              {t(`report.reasons.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="decide-legal-ground"
        label={t('adminModeration.decide.legalGround')}
        hint={`${t('adminModeration.decide.legalGroundHint')} ${counter(legalGround, LEGAL_GROUND_MAX)}`}
        error={errors.legalGround}
      >
        <Input
          id="decide-legal-ground"
          maxLength={LEGAL_GROUND_MAX}
          value={legalGround}
          onChange={(e) => setLegalGround(e.target.value)}
        />
      </Field>
      <Field
        id="decide-facts"
        label={t('adminModeration.decide.facts')}
        hint={`${t('adminModeration.decide.factsHint')} ${counter(facts, FACTS_MAX)}`}
        error={errors.facts}
      >
        <Textarea
          id="decide-facts"
          rows={4}
          maxLength={FACTS_MAX}
          value={facts}
          onChange={(e) => setFacts(e.target.value)}
        />
      </Field>
      <Field
        id="decide-explanation"
        label={t('adminModeration.decide.explanation')}
        hint={`${t('adminModeration.decide.explanationHint')} ${counter(explanation, EXPLANATION_MAX)}`}
        error={errors.explanation}
      >
        <Textarea
          id="decide-explanation"
          rows={4}
          maxLength={EXPLANATION_MAX}
          value={explanation}
          onChange={(e) => setExplanation(e.target.value)}
        />
      </Field>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={confirmed}
            aria-describedby={errors.confirm ? 'decide-confirm-error' : undefined}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          {t('adminModeration.decide.confirm')}
        </label>
        {errors.confirm && (
          <p id="decide-confirm-error" role="alert" className="text-sm text-destructive dark:text-red-400">
            {errors.confirm}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive dark:text-red-400">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={decide.isPending}>
        {t('adminModeration.decide.submit')}
      </Button>
    </form>
  );
}
