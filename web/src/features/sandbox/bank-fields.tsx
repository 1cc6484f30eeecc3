import { isValidIban, SANDBOX_BANKS } from '@domain/api/sandbox-payouts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import type { SandboxBank } from './sandbox-payouts-api';

export interface BankDraft {
  iban: string;
  bank: SandboxBank;
}

/** The form's IBAN error key, or null when it is valid (the server checks it again). */
export const ibanError = (iban: string) => (isValidIban(iban) ? null : 'sandbox.onboarding.invalid.iban');

/** IBAN and the test bank's behaviour (payouts succeed, fail, or fail after being paid). */
export function BankFields({
  idPrefix,
  draft,
  onChange,
  error,
}: {
  idPrefix: string;
  draft: BankDraft;
  onChange(draft: BankDraft): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        id={`${idPrefix}-iban`}
        label={t('sandbox.onboarding.iban')}
        hint={t('sandbox.onboarding.ibanHint')}
        error={error}
      >
        <Input
          id={`${idPrefix}-iban`}
          value={draft.iban}
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          onChange={(e) => onChange({ ...draft, iban: e.target.value })}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('sandbox.onboarding.bank')}</legend>
        {SANDBOX_BANKS.map((bank) => (
          <label key={bank} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${idPrefix}-bank`}
              value={bank}
              checked={draft.bank === bank}
              onChange={() => onChange({ ...draft, bank })}
              className="size-4 accent-primary"
            />
            {t(`sandbox.onboarding.banks.${bank}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
