import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner aria-label={t('common.loading')} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
