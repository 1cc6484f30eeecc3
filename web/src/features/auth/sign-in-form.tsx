import type { AccessRefusal } from '@domain/access';
import { emailSchema } from '@domain/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { signInCodeKey, signInErrorKey } from '@/lib/auth-errors';
import { FORM_OPTIONS } from '@/lib/form-options';
import { toast } from '@/lib/toast';
import { sessionKeys, useRefreshSession } from '@/lib/use-session';
import { fetchViewerProfiles } from '@/lib/viewer-profiles';
import { AccessRefused, accessRefusalOf } from './access-refused';

const signInSchema = z.object({ email: emailSchema, password: z.string().min(1) });
type SignInValues = z.input<typeof signInSchema>;

/** A TOTP code (6 digits) or a backup code, as typed: spaces are dropped. */
const codeSchema = z.object({
  code: z
    .string()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().min(1)),
});

interface ErrorProps {
  errorKey: string | null;
  setErrorKey(k: string | null): void;
}

/** Sign in: email + password, then a TOTP (or backup) code when two-factor is on. */
export function SignInForm({ errorKey, setErrorKey }: ErrorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<'password' | 'twoFactor'>('password');
  const [resetting, setResetting] = useState(false);
  // A sanction: the right password, but no session (its date and reason, not a generic text).
  const [refused, setRefusal] = useState<AccessRefusal | null>(null);
  // Or a session this browser still holds was cut by one: the server says why (GET /api/session).
  const cut = useQuery({
    queryKey: sessionKeys.refusal,
    queryFn: async () => (await authApi.session()).refusal ?? null,
  });
  const refusal = refused ?? cut.data ?? null;
  const { register, handleSubmit, watch, getValues, formState } = useForm({
    resolver: zodResolver(signInSchema),
    ...FORM_OPTIONS,
    defaultValues: { email: '', password: '' },
  });

  const [params] = useSearchParams();

  const done = async () => {
    // Where they were going (a path of the app only); with several profiles, "Qui regarde ?" first.
    const next = params.get('next');
    const target = next && /^\/(?!\/)/.test(next) && !next.includes('\\') ? next : '/';
    const profiles = await fetchViewerProfiles().catch(() => null);
    await refreshSession();
    toast.success(t('auth.signIn.success'));
    navigate(profiles?.pickOnSignIn ? `/profiles?next=${encodeURIComponent(target)}` : target);
  };

  const submit = handleSubmit(
    async ({ email, password }) => {
      setErrorKey(null);
      setRefusal(null);
      try {
        const result = await authApi.signIn(email, password);
        if (result.twoFactorRedirect) setStep('twoFactor');
        else await done();
      } catch (error) {
        const refused = accessRefusalOf(error);
        if (refused) setRefusal(refused);
        else setErrorKey(signInErrorKey(error));
      }
    },
    // Caught before sending: the message the server's answer would have given.
    (errors: FieldErrors<SignInValues>) => {
      const code = errors.email?.message ?? errors.password?.message;
      setErrorKey(code ? signInCodeKey(code) : null);
    },
  );

  // Spec: on invalid credentials, offer to send a reset email to the typed address.
  const quickReset = async () => {
    const email = getValues('email').trim();
    if (!email) {
      toast.error(t('auth.errors.emailRequired'));
      return;
    }
    setResetting(true);
    try {
      await authApi.requestPasswordReset(email);
      toast.success(t('auth.quickReset.sent', { email }));
    } catch {
      toast.error(t('auth.errors.resetEmailFailed'));
    } finally {
      setResetting(false);
    }
  };

  if (step === 'twoFactor')
    return <TwoFactorStep errorKey={errorKey} setErrorKey={setErrorKey} onDone={done} />;

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id="signin-email" label={t('auth.fields.email')}>
        <Input id="signin-email" type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <Field id="signin-password" label={t('auth.fields.password')}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          required
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          {...register('password')}
        />
      </Field>
      {refusal && <AccessRefused refusal={refusal} />}
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
      <Button
        type="submit"
        className="w-full"
        loading={formState.isSubmitting}
        disabled={!watch('email').trim() || !watch('password')}
      >
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

/** The second step: the code from the authenticator app, or a backup code. */
function TwoFactorStep({ errorKey, setErrorKey, onDone }: ErrorProps & { onDone(): Promise<void> }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<AccessRefusal | null>(null);
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(codeSchema),
    ...FORM_OPTIONS,
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setErrorKey(null);
    try {
      await (/^\d{6}$/.test(code) ? authApi.verifyTotp(code) : authApi.verifyBackupCode(code));
      await onDone();
    } catch (error) {
      // The right code, but a sanction came meanwhile: say so, not "invalid code".
      const refused = accessRefusalOf(error);
      if (refused) setRefusal(refused);
      else setErrorKey('auth.twoFactor.invalidCode');
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">{t('auth.twoFactor.prompt')}</p>
      {refusal && <AccessRefused refusal={refusal} />}
      <Field id="totp-code" label={t('auth.twoFactor.code')} error={errorKey ? t(errorKey) : null}>
        <Input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...register('code')}
        />
      </Field>
      <Button
        type="submit"
        className="w-full"
        loading={formState.isSubmitting}
        disabled={!watch('code').trim()}
      >
        {t('auth.twoFactor.verify')}
      </Button>
    </form>
  );
}
