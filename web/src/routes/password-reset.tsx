import { isPasswordValid } from '@domain/accounts';
import type { PasswordWeakness } from '@domain/password-strength';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { WeakPasswordReasons } from '@/components/weak-password-reasons';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { passwordChangeErrorKey, weakPasswordReasons } from '@/lib/auth-errors';
import { usePasswordStrength } from '@/lib/password-strength';
import { toast } from '@/lib/toast';
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
  const [reasons, setReasons] = useState<PasswordWeakness[]>([]);
  // Whose account the link is for is only known to the server: it checks the personal rules.
  const strength = usePasswordStrength(password, {});

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
      setReasons(weakPasswordReasons(error));
    } finally {
      setSubmitting(false);
    }
  };

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
            <NewPasswordFields
              idPrefix="reset"
              label={t('reset.newPassword')}
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
              strength={strength}
            />
            {errorKey && (
              <Alert variant="destructive">
                <AlertDescription>
                  <p>{t(errorKey)}</p>
                  <WeakPasswordReasons reasons={reasons} />
                </AlertDescription>
              </Alert>
            )}
            <Button
              type="submit"
              className="w-full"
              loading={submitting}
              disabled={!isPasswordValid(password) || strength.weaknesses.length > 0 || password !== confirm}
            >
              {t('reset.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
