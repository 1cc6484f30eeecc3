import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { authApi } from '@/lib/auth-api';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    setFailed(false);
    setSubmitting(true);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
      toast.success(t('forgot.sentToast'));
    } catch {
      setFailed(true);
      toast.error(t('forgot.errorTitle'), { description: t('forgot.failed') });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-8">
      <Button variant="ghost" asChild className="self-start">
        <Link to="/auth">
          <ArrowLeft aria-hidden="true" />
          {t('forgot.back')}
        </Link>
      </Button>
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t('forgot.title')}</h1>
          </CardTitle>
          <CardDescription>{t('forgot.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {sentTo ? (
            <div className="space-y-4 text-center">
              <MailCheck className="mx-auto size-10 text-success" aria-hidden="true" />
              <p role="status">{t('forgot.sent', { email: sentTo })}</p>
              <Button
                variant="outline"
                onClick={() => {
                  setSentTo(null);
                  setEmail('');
                }}
              >
                {t('forgot.again')}
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} className="space-y-4" noValidate>
              <Field id="forgot-email" label={t('auth.fields.email')}>
                <Input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  required
                />
              </Field>
              {failed && (
                <Alert variant="destructive">
                  <AlertDescription>{t('forgot.failed')}</AlertDescription>
                </Alert>
              )}
              <Button type="submit" className="w-full" loading={submitting} disabled={!email.trim()}>
                {t('forgot.submit')}
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
