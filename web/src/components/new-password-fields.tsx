import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import type { PasswordStrength } from '@/lib/password-strength';
import { PasswordChecklist } from './password-checklist';

/**
 * New password + confirmation with the live criteria checklist and the mismatch message — the same
 * block for sign-up, password reset and password change.
 */
export function NewPasswordFields({
  idPrefix,
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  strength,
}: {
  idPrefix: string;
  label: string;
  password: string;
  confirm: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  /** What the server's weak-password rule says so far (usePasswordStrength). */
  strength?: PasswordStrength;
}) {
  const { t } = useTranslation();
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };
  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <>
      <Field id={`${idPrefix}-password`} label={label}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          required
          {...labels}
        />
      </Field>
      <PasswordChecklist password={password} strength={strength} />
      <Field
        id={`${idPrefix}-confirm`}
        label={t('auth.fields.confirmPassword')}
        error={mismatch ? t('auth.errors.passwordMismatch') : null}
      >
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
          required
          {...labels}
        />
      </Field>
    </>
  );
}
