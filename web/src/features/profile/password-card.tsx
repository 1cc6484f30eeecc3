import { isPasswordValid } from '@domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import { authApi, authKeys } from '@/lib/auth-api';
import { passwordChangeErrorKey, weakPasswordReasons } from '@/lib/auth-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { toast } from '@/lib/toast';
import { useSession } from '@/lib/use-session';

export function PasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const { user } = useSession();
  const strength = usePasswordStrength(next, {
    username: user?.username,
    email: user?.email,
    name: user?.displayName,
  });
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await authApi.changePassword(current, next);
      toast.success(t('profile.password.changed'), { description: t('profile.othersSignedOut') });
      void queryClient.invalidateQueries({ queryKey: authKeys.sessions });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      const reasons = weakPasswordReasons(error).map((reason) => t(`auth.weakReasons.${reason}`));
      toast.error(t(passwordChangeErrorKey(error)), reasons.length ? { description: reasons.join(' ') } : {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h3 className="font-medium">{t('profile.password.title')}</h3>
      <Field id="current-password" label={t('profile.password.current')}>
        <PasswordInput
          id="current-password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          {...labels}
        />
      </Field>
      <NewPasswordFields
        idPrefix="new"
        label={t('reset.newPassword')}
        password={next}
        confirm={confirm}
        onPassword={setNext}
        onConfirm={setConfirm}
        strength={strength}
      />
      <p className="text-sm text-muted-foreground">{t('profile.password.signsOutOthers')}</p>
      <Button
        type="submit"
        loading={saving}
        disabled={!current || !isPasswordValid(next) || strength.weaknesses.length > 0 || next !== confirm}
      >
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
