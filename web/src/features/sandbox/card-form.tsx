import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { type CardDraft, type CardFieldError, toCardInput } from './card-fields';
import type { SandboxCardInput } from './sandbox-api';

/**
 * Card number, MM/YY, CVC and name, as on a provider's hosted page. Only the shape is checked here;
 * whether the card is accepted is the sandbox's answer (a test card's behaviour).
 */
export function CardForm({
  draft,
  onDraftChange,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  draft: CardDraft;
  onDraftChange(draft: CardDraft): void;
  submitLabel: string;
  pending: boolean;
  onSubmit(card: SandboxCardInput): void;
  /** Actions shown beside the submit button (cancel). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [invalid, setInvalid] = useState<CardFieldError | null>(null);
  const set = (field: keyof CardDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    if (invalid === field) setInvalid(null);
    onDraftChange({ ...draft, [field]: event.target.value });
  };
  const errorOf = (field: CardFieldError) => (invalid === field ? t(`sandbox.form.invalid.${field}`) : null);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const card = toCardInput(draft);
        if ('field' in card) return setInvalid(card.field);
        setInvalid(null);
        onSubmit(card);
      }}
    >
      <Field id={`${id}-number`} label={t('sandbox.form.number')} error={errorOf('number')}>
        <Input
          id={`${id}-number`}
          value={draft.number}
          onChange={set('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={`${id}-expiry`} label={t('sandbox.form.expiry')} error={errorOf('expiry')}>
          <Input
            id={`${id}-expiry`}
            value={draft.expiry}
            onChange={set('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('sandbox.form.expiryPlaceholder')}
            maxLength={7}
          />
        </Field>
        <Field id={`${id}-cvc`} label={t('sandbox.form.cvc')} error={errorOf('cvc')}>
          <Input
            id={`${id}-cvc`}
            value={draft.cvc}
            onChange={set('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
          />
        </Field>
      </div>
      <Field id={`${id}-name`} label={t('sandbox.form.name')}>
        <Input
          id={`${id}-name`}
          value={draft.name}
          onChange={set('name')}
          autoComplete="cc-name"
          maxLength={100}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
