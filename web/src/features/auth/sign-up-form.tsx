import { displayNameSchema, isPasswordValid, passwordChecks, signUpSchema } from '@domain/accounts';
import type { PasswordWeakness } from '@domain/password-strength';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useController, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { WeakPasswordReasons } from '@/components/weak-password-reasons';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { signUpCodeKey, signUpErrorKey, weakPasswordReasons } from '@/lib/auth-errors';
import { FORM_OPTIONS } from '@/lib/form-options';
import { usePasswordStrength } from '@/lib/password-strength';
import { toast } from '@/lib/toast';
import { useRefreshSession } from '@/lib/use-session';

/** The domain's sign-up, with the form's empty display name and the password typed twice. */
const signUpFormSchema = signUpSchema
  .extend({ displayName: displayNameSchema, confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (password !== confirm)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'password_mismatch' });
    else if (!passwordChecks(password).minLength)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_min_length' });
    else if (!isPasswordValid(password))
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_complexity' });
  });
type SignUpValues = z.input<typeof signUpFormSchema>;

/** One message at a time, checked in this order: the password first, then as the server checks. */
const CHECK_ORDER = ['confirm', 'password', 'email', 'username', 'displayName'] as const;

const EMPTY: SignUpValues = { username: '', displayName: '', email: '', password: '', confirm: '' };

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
  const { register, control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    ...FORM_OPTIONS,
    defaultValues: EMPTY,
  });
  const password = useController({ control, name: 'password' }).field;
  const confirm = useController({ control, name: 'confirm' }).field;
  const [username, email, name] = useWatch({ control, name: ['username', 'email', 'displayName'] });
  // The server's weak-password rule, checked as the member types: the checklist never approves a
  // password the server will refuse (issue 25).
  const strength = usePasswordStrength(password.value, { username, email, name });
  const [reasons, setReasons] = useState<PasswordWeakness[]>([]);

  const disabled =
    formState.isSubmitting ||
    !isPasswordValid(password.value) ||
    strength.weaknesses.length > 0 ||
    password.value !== confirm.value;

  const submit = handleSubmit(
    async ({ confirm: _confirm, ...input }) => {
      setErrorKey(null);
      setReasons([]);
      try {
        const result = await authApi.signUp({ ...input, locale: i18n.language });
        if (result.token) {
          await refreshSession();
          toast.success(t('auth.signUp.created'));
        } else {
          toast.success(t('auth.signUp.confirmEmail'), { duration: 10_000 });
        }
        reset(EMPTY);
        onDone();
      } catch (error) {
        setErrorKey(signUpErrorKey(error));
        setReasons(weakPasswordReasons(error));
      }
    },
    (errors: FieldErrors<SignUpValues>) => {
      const code = CHECK_ORDER.map((name) => errors[name]?.message).find(Boolean);
      setErrorKey(code ? signUpCodeKey(code) : null);
    },
  );

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id="signup-username" label={t('auth.fields.username')} hint={t('auth.fields.usernameHint')}>
        <Input id="signup-username" autoComplete="username" required {...register('username')} />
      </Field>
      <Field id="signup-display-name" label={t('auth.fields.displayName')}>
        <Input id="signup-display-name" autoComplete="name" maxLength={60} {...register('displayName')} />
      </Field>
      <Field id="signup-email" label={t('auth.fields.email')}>
        <Input id="signup-email" type="email" autoComplete="email" required {...register('email')} />
      </Field>
      <NewPasswordFields
        idPrefix="signup"
        label={t('auth.fields.password')}
        password={password.value}
        confirm={confirm.value}
        onPassword={password.onChange}
        onConfirm={confirm.onChange}
        strength={strength}
      />
      {errorKey && (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{t(errorKey)}</p>
            {errorKey === 'auth.errors.weakPassword' && <WeakPasswordReasons reasons={reasons} />}
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" className="w-full" loading={formState.isSubmitting} disabled={disabled}>
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
