import {
  type DecisionSanctionKind,
  LIMITABLE_FEATURES,
  type LimitableFeature,
  SANCTION_MAX_DAYS,
  type SanctionChoice,
} from '@domain/moderation-decisions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';

export const selectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** A `YYYY-MM-DD` day of the admin's calendar, as the instant its day ends there ('' when none or no real day: the schema refuses it). */
const endOfDay = (day: string) => {
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? '' : end.toISOString();
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `days` after today on the admin's calendar, as a date input's `YYYY-MM-DD` (sv-SE's format). */
const dayAfter = (days: number) => new Date(Date.now() + days * DAY_MS).toLocaleDateString('sv-SE');

export interface SanctionDraft {
  chosen: Partial<Record<DecisionSanctionKind, boolean>>;
  demonetisationForever: boolean;
  demonetisationUntil: string;
  feature: LimitableFeature;
  featureUntil: string;
  suspensionUntil: string;
}

/** The sanctions ticked, in the shape of decideInputSchema (the server checks the same). */
export function sanctionChoices(kinds: readonly DecisionSanctionKind[], d: SanctionDraft): SanctionChoice[] {
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

export const EMPTY_DRAFT: SanctionDraft = {
  chosen: {},
  demonetisationForever: false,
  demonetisationUntil: '',
  feature: 'upload',
  featureUntil: '',
  suspensionUntil: '',
};

/**
 * A checkbox per sanction the item allows; a ticked one opens its fields (an end date, "for good",
 * a feature). Dates carry the server's bounds: tomorrow at the earliest, within SANCTION_MAX_DAYS.
 */
export function SanctionFields({
  kinds,
  draft,
  onChange,
  error,
}: {
  kinds: readonly DecisionSanctionKind[];
  draft: SanctionDraft;
  onChange: (draft: SanctionDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<SanctionDraft>) => onChange({ ...draft, ...patch });
  const days = { min: dayAfter(1), max: dayAfter(SANCTION_MAX_DAYS) };
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'decide-sanctions-error' : undefined}>
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
      {error && (
        <p id="decide-sanctions-error" role="alert" className="text-sm text-destructive dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
