import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';

/** A list that could not be loaded: what failed, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-8 text-center"
    >
      <p className="text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={() => onRetry()}>
        <RefreshCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  );
}
