import { isPasswordValid } from '@domain/accounts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { authApi } from '@/features/auth/auth-api';
import { passwordChangeErrorKey } from '@/features/auth/auth-errors';
import { PasswordChecklist } from '@/features/auth/password-checklist';
import { ApiError } from '@/lib/api';
import { usePageTitle } from '@/lib/use-page-title';

export default function PasswordResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('reset.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (!token || linkError) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <Alert variant="destructive">
          <AlertDescription className="space-y-3">
            <p>{t('reset.invalidLink')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/forgot-password">{t('reset.newLink')}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorKey(null);
    setSubmitting(true);
    try {
      await authApi.resetPassword(token, password);
      toast.success(t('reset.done'));
      navigate('/auth', { replace: true });
    } catch (error) {
      setErrorKey(
        error instanceof ApiError && error.code === 'invalid_token'
          ? 'reset.invalidLink'
          : passwordChangeErrorKey(error),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('reset.title')}</h1>
          </CardTitle>
          <CardDescription>{t('reset.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field id="reset-password" label={t('reset.newPassword')}>
              <PasswordInput
                id="reset-password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                showLabel={t('common.showPassword')}
                hideLabel={t('common.hidePassword')}
              />
            </Field>
            <PasswordChecklist password={password} />
            <Field
              id="reset-confirm"
              label={t('auth.fields.confirmPassword')}
              error={mismatch ? t('auth.errors.passwordMismatch') : null}
            >
              <PasswordInput
                id="reset-confirm"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                showLabel={t('common.showPassword')}
                hideLabel={t('common.hidePassword')}
              />
            </Field>
            {errorKey && (
              <Alert variant="destructive">
                <AlertDescription>{t(errorKey)}</AlertDescription>
              </Alert>
            )}
            <Button
              type="submit"
              className="w-full"
              loading={submitting}
              disabled={!isPasswordValid(password) || password !== confirm}
            >
              {t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
