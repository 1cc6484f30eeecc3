import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

/** Shown in place of a page that needs a session (profile, upload, dashboard…). */
export function SignInRequired() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t('auth.required.title')}</h1>
      <p className="text-muted-foreground">{t('auth.required.text')}</p>
      <Button asChild>
        <Link to="/auth">{t('header.signIn')}</Link>
      </Button>
    </div>
  );
}
