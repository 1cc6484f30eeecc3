import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/i18n/react';

/** Top of every sandbox page: this is Kinora's stand-in for the provider's page, no money moves. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-500/10 px-4 py-3 text-amber-900 dark:text-amber-200">
      <p className="flex items-center gap-2 text-base font-bold">
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {t('sandbox.banner.title')}
      </p>
      <p className="mt-1 text-sm">{t('sandbox.banner.text')}</p>
    </div>
  );
}
