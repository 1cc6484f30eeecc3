import type { ModerationItemDetail } from '@domain/api/moderation';
import { REPORT_REASON_CODES, type ReportReason } from '@domain/moderation';
import {
  type DecideInput,
  type DecisionSanctionKind,
  decideInputSchema,
  EXPLANATION_MAX,
  FACTS_MAX,
  LEGAL_GROUND_MAX,
  LIMITABLE_FEATURES,
  type LimitableFeature,
  SANCTION_MAX_DAYS,
  SANCTIONS_FOR_ITEM,
  type SanctionChoice,
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

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The reason most reported among the item's reports (open ones first): the form's default ground. */
export function mostReportedReason(item: Pick<ModerationItemDetail, 'reports'>): ReportReason {
  const open = item.reports.filter((r) => r.status === 'open');
  const counts = new Map<ReportReason, number>();
  for (const r of open.length ? open : item.reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  let best: ReportReason = REPORT_REASON_CODES[0];
  for (const [reason, count] of counts) if (count > (counts.get(best) ?? 0)) best = reason;
  return best;
}

/** A `YYYY-MM-DD` day of the admin's calendar, as the instant its day ends there. */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : '');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `days` after today on the admin's calendar, as a date input's `YYYY-MM-DD` (sv-SE's format). */
const dayAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString('sv-SE');

interface Draft {
  chosen: Partial<Record<DecisionSanctionKind, boolean>>;
  demonetisationForever: boolean;
  demonetisationUntil: string;
  feature: LimitableFeature;
  featureUntil: string;
  suspensionUntil: string;
}

/** The sanctions ticked, in the shape of decideInputSchema (the server checks the same). */
function choices(kinds: readonly DecisionSanctionKind[], d: Draft): SanctionChoice[] {
  return kinds
    .filter((kind) => d.chosen[kind])
    .map((kind): SanctionChoice => {
      if (kind === 'demonetisation')
        return { kind, until: d.demonetisationForever ? null : endOfDay(d.demonetisationUntil) };
      if (kind === 'feature_limit') return { kind, feature: d.feature, until: endOfDay(d.featureUntil) };
      if (kind === 'suspension') return { kind, until: endOfDay(d.suspensionUntil) };
      return { kind };
    });
}

type FieldName = 'sanctions' | 'reason' | 'legalGround' | 'facts' | 'explanation' | 'confirm' | 'form';

/**
 * Decide one or more sanctions on an item with a statement of reasons (DSA Art. 17), confirmed
 * once; then the decision as its member will read it.
 */
export function DecideForm({ item }: { item: ModerationItemDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kinds = SANCTIONS_FOR_ITEM[item.kind];
  const [draft, setDraft] = useState<Draft>({
    chosen: {},
    demonetisationForever: false,
    demonetisationUntil: '',
    feature: 'upload',
    featureUntil: '',
    suspensionUntil: '',
  });
  const [reason, setReason] = useState<ReportReason>(() => mostReportedReason(item));
  const [legalGround, setLegalGround] = useState('');
  const [facts, setFacts] = useState('');
  const [explanation, setExplanation] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [decided, setDecided] = useState<Decision | null>(null);
  const result = useRef<HTMLHeadingElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const decide = useMutation({
    mutationFn: (input: DecideInput) => decisionsApi.decide(item.id, input),
    onSuccess: (decision) => {
      setDecided(decision);
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all, refetchType: 'all' });
    },
    onError: (e) => setErrors({ form: t(errorKey(e, 'adminModeration.actionError')) }),
  });
  useEffect(() => {
    if (decided) result.current?.focus();
  }, [decided]);

  if (decided)
    return (
      <section aria-labelledby="decided-title" className="space-y-3 rounded-xl border p-4">
        <h3 id="decided-title" ref={result} tabIndex={-1} className="font-semibold outline-none">
          {t('adminModeration.decide.decided', { reference: decided.reference })}
        </h3>
        <DecisionStatement decision={decided} />
      </section>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: DecideInput = {
      sanctions: choices(kinds, draft),
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
  // The server's bounds: a temporary sanction ends tomorrow at the earliest, within SANCTION_MAX_DAYS.
  const days = { min: dayAfter(1), max: dayAfter(SANCTION_MAX_DAYS) };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border p-4">
      <h3 className="font-semibold">{t('adminModeration.decide.title')}</h3>
      <fieldset
        className="space-y-3"
        aria-describedby={errors.sanctions ? 'decide-sanctions-error' : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t('adminModeration.decide.sanctions')}</legend>
        {kinds.map((kind) => (
          <div key={kind} className="space-y-2 rounded-lg border p-3">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="size-4"
                checked={Boolean(draft.chosen[kind])}
                onChange={(e) => set({ chosen: { ...draft.chosen, [kind]: e.target.checked } })}
              />
              {t(`decision.sanctions.${kind}`)}
            </label>
            {draft.chosen[kind] && kind === 'demonetisation' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={draft.demonetisationForever}
                    onChange={(e) => set({ demonetisationForever: e.target.checked })}
                  />
                  {t('adminModeration.decide.forever')}
                </label>
                {!draft.demonetisationForever && (
                  <Field id="decide-demonetisation-until" label={t('adminModeration.decide.until')}>
                    <Input
                      id="decide-demonetisation-until"
                      type="date"
                      {...days}
                      value={draft.demonetisationUntil}
                      onChange={(e) => set({ demonetisationUntil: e.target.value })}
                    />
                  </Field>
                )}
              </div>
            )}
            {draft.chosen[kind] && kind === 'feature_limit' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="decide-feature" label={t('adminModeration.decide.feature')}>
                  <select
                    id="decide-feature"
                    className={selectClass}
                    value={draft.feature}
                    onChange={(e) => set({ feature: e.target.value as LimitableFeature })}
                  >
                    {LIMITABLE_FEATURES.map((f) => (
                      <option key={f} value={f}>
                        {t(`decision.features.${f}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id="decide-feature-until" label={t('adminModeration.decide.until')}>
                  <Input
                    id="decide-feature-until"
                    type="date"
                    {...days}
                    value={draft.featureUntil}
                    onChange={(e) => set({ featureUntil: e.target.value })}
                  />
                </Field>
              </div>
            )}
            {draft.chosen[kind] && kind === 'suspension' && (
              <Field id="decide-suspension-until" label={t('adminModeration.decide.until')}>
                <Input
                  id="decide-suspension-until"
                  type="date"
                  {...days}
                  value={draft.suspensionUntil}
                  onChange={(e) => set({ suspensionUntil: e.target.value })}
                />
              </Field>
            )}
          </div>
        ))}
        {errors.sanctions && (
          <p id="decide-sanctions-error" role="alert" className="text-sm text-destructive dark:text-red-400">
            {errors.sanctions}
          </p>
        )}
      </fieldset>
      <Field id="decide-reason" label={t('adminModeration.decide.reason')} error={errors.reason}>
        <select
          id="decide-reason"
          className={selectClass}
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
        >
          {REPORT_REASON_CODES.map((code) => (
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
