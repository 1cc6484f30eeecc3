import { isPasswordValid } from '@domain/accounts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { authApi } from './auth-api';
import { signUpErrorKey } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';
import { useRefreshSession } from './use-session';

const EMPTY = { username: '', displayName: '', email: '', password: '', confirm: '' };

/** Sign up (spec: Auth page). On success the fields clear and the sign-in tab opens. */
export function SignUpForm({
  errorKey,
  setErrorKey,
  onDone,
}: {
  errorKey: string | null;
  setErrorKey(k: string | null): void;
  onDone(): void;
}) {
  const { t, i18n } = useTranslation();
  const refreshSession = useRefreshSession();
  const [form, setForm] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const disabled = submitting || !isPasswordValid(form.password) || form.password !== form.confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorKey(null);
    if (form.password !== form.confirm) return setErrorKey('auth.errors.passwordMismatch');
    if (form.password.length < 8) return setErrorKey('auth.errors.passwordMinLength');
    if (!isPasswordValid(form.password)) return setErrorKey('auth.errors.passwordComplexity');
    setSubmitting(true);
    try {
      const result = await authApi.signUp({
        ...form,
        email: form.email.trim(),
        username: form.username.trim(),
        locale: i18n.language,
      });
      if (result.token) {
        await refreshSession();
        toast.success(t('auth.signUp.created'));
      } else {
        toast.success(t('auth.signUp.confirmEmail'), { duration: 10_000 });
      }
      setForm(EMPTY);
      onDone();
    } catch (error) {
      setErrorKey(signUpErrorKey(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id="signup-username" label={t('auth.fields.username')} hint={t('auth.fields.usernameHint')}>
        <Input
          id="signup-username"
          autoComplete="username"
          value={form.username}
          onChange={set('username')}
          required
        />
      </Field>
      <Field id="signup-display-name" label={t('auth.fields.displayName')}>
        <Input
          id="signup-display-name"
          autoComplete="name"
          maxLength={60}
          value={form.displayName}
          onChange={set('displayName')}
        />
      </Field>
      <Field id="signup-email" label={t('auth.fields.email')}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          required
        />
      </Field>
      <NewPasswordFields
        idPrefix="signup"
        label={t('auth.fields.password')}
        password={form.password}
        confirm={form.confirm}
        onPassword={(password) => setForm({ ...form, password })}
        onConfirm={(confirm) => setForm({ ...form, confirm })}
      />
      {errorKey && (
        <Alert variant="destructive">
          <AlertDescription>{t(errorKey)}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={submitting} disabled={disabled}>
        {t('auth.signUp.submit')}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {t('auth.signUp.agreement')}{' '}
        <Link to="/conditions-generales-utilisation" className="underline">
          {t('footer.rules')}
        </Link>
      </p>
    </form>
  );
}
