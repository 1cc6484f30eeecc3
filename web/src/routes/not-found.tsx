import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { usePageTitle } from '@/lib/use-page-title';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.message')}</h1>
      <Button asChild>
        <Link to="/">{t('notFound.backHome')}</Link>
      </Button>
    </section>
  );
}
