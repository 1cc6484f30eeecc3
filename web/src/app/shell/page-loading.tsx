import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner aria-label={t('common.loading')} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
