import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { authApi } from './auth-api';
import { signInErrorKey } from './auth-errors';
import { useRefreshSession } from './use-session';

/** Sign in: email + password, then a TOTP (or backup) code when two-factor is on. */
export function SignInForm({
  errorKey,
  setErrorKey,
}: {
  errorKey: string | null;
  setErrorKey(k: string | null): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'twoFactor'>('password');
  const [submitting, setSubmitting] = useState(false);
  const [resetting, setResetting] = useState(false);

  const done = async () => {
    await refreshSession();
    toast.success(t('auth.signIn.success'));
    navigate('/');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorKey(null);
    setSubmitting(true);
    try {
      if (step === 'password') {
        const result = await authApi.signIn(email.trim(), password);
        if (result.twoFactorRedirect) setStep('twoFactor');
        else await done();
      } else {
        const trimmed = code.replace(/\s/g, '');
        await (/^\d{6}$/.test(trimmed) ? authApi.verifyTotp(trimmed) : authApi.verifyBackupCode(trimmed));
        await done();
      }
    } catch (error) {
      setErrorKey(step === 'password' ? signInErrorKey(error) : 'auth.twoFactor.invalidCode');
    } finally {
      setSubmitting(false);
    }
  };

  // Spec: on invalid credentials, offer to send a reset email to the typed address.
  const quickReset = async () => {
    if (!email.trim()) {
      toast.error(t('auth.errors.emailRequired'));
      return;
    }
    setResetting(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      toast.success(t('auth.quickReset.sent', { email: email.trim() }));
    } catch {
      toast.error(t('auth.errors.resetEmailFailed'));
    } finally {
      setResetting(false);
    }
  };

  if (step === 'twoFactor') {
    return (
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-muted-foreground">{t('auth.twoFactor.prompt')}</p>
        <Field id="totp-code" label={t('auth.twoFactor.code')} error={errorKey ? t(errorKey) : null}>
          <Input
            id="totp-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
        </Field>
        <Button type="submit" className="w-full" loading={submitting} disabled={!code.trim()}>
          {t('auth.twoFactor.verify')}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id="signin-email" label={t('auth.fields.email')}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
      </Field>
      <Field id="signin-password" label={t('auth.fields.password')}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
      </Field>
      {errorKey && (
        <Alert variant="destructive">
          <AlertDescription className="space-y-2">
            <p>{t(errorKey)}</p>
            {errorKey === 'auth.errors.invalidCredentials' && (
              <Button type="button" variant="outline" size="sm" loading={resetting} onClick={quickReset}>
                {t('auth.quickReset.button')}
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={submitting} disabled={!email.trim() || !password}>
        {t('auth.signIn.submit')}
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-primary hover:underline">
          {t('auth.signIn.forgot')}
        </Link>
      </p>
    </form>
  );
}
