import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/use-session';

/** An expired or unusable link: say which, and send a new one to the typed address. */
function NewLinkForm({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setErrorKey('auth.errors.emailRequired');
    setErrorKey(null);
    setSending(true);
    try {
      await authApi.sendVerificationEmail(address);
      setSentTo(address);
    } catch (error) {
      setErrorKey(
        error instanceof ApiError && error.status === 429
          ? 'errors.rate_limited'
          : 'emailConfirmed.sendFailed',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <CardTitle>
          <h1 className="text-xl">
            {t(expired ? 'emailConfirmed.expiredTitle' : 'emailConfirmed.invalidTitle')}
          </h1>
        </CardTitle>
        <CardDescription>
          {t(expired ? 'emailConfirmed.expiredText' : 'emailConfirmed.invalidText')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sentTo ? (
          <div className="space-y-3 text-center">
            <MailCheck className="mx-auto size-10 text-success" aria-hidden="true" />
            <p role="status">{t('emailConfirmed.sent', { email: sentTo })}</p>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            <Field id="confirm-email" label={t('auth.fields.email')}>
              <Input
                id="confirm-email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field>
            {errorKey && (
              <Alert variant="destructive">
                <AlertDescription>{t(errorKey)}</AlertDescription>
              </Alert>
            )}
            <Button type="submit" className="w-full" loading={sending}>
              {t('emailConfirmed.sendNew')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">{t('emailConfirmed.orSignIn')}</p>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Where a confirmation link lands (server: EMAIL_CONFIRMED_PATH). Without an error the address is
 * confirmed — just now (and signed in), or earlier when the link had been used already.
 */
export default function EmailConfirmedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const error = params.get('error');
  const { user, isLoading } = useSession();
  usePageTitle(t(error ? 'emailConfirmed.invalidTitle' : 'emailConfirmed.title'));

  return (
    <div className="mx-auto max-w-md px-4 py-10">
      {error ? (
        <NewLinkForm expired={error === 'TOKEN_EXPIRED'} />
      ) : (
        <Card>
          <CardHeader>
            <CircleCheck className="size-10 text-success" aria-hidden="true" />
            <CardTitle>
              <h1 className="text-xl">{t('emailConfirmed.title')}</h1>
            </CardTitle>
            {!isLoading && (
              <CardDescription>
                {t(user ? 'emailConfirmed.signedIn' : 'emailConfirmed.signInNow')}
              </CardDescription>
            )}
          </CardHeader>
          {!isLoading && (
            <CardContent>
              <Button asChild className="w-full">
                {user ? (
                  <Link to="/">{t('emailConfirmed.discover')}</Link>
                ) : (
                  <Link to="/auth">{t('header.signIn')}</Link>
                )}
              </Button>
            </CardContent>
          )}
        </Card>
      )}
    </div>
  );
}
