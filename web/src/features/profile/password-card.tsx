import { isPasswordValid } from '@domain/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { passwordChangeErrorKey } from '@/lib/auth-errors';
import { toast } from '@/lib/toast';

export function PasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await authApi.changePassword(current, next);
      toast.success(t('profile.password.changed'), { description: t('profile.othersSignedOut') });
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (error) {
      toast.error(t(passwordChangeErrorKey(error)));
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
      />
      <p className="text-sm text-muted-foreground">{t('profile.password.signsOutOthers')}</p>
      <Button
        type="submit"
        loading={saving}
        disabled={!current || !isPasswordValid(next) || next !== confirm}
      >
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}
