import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

/** Beside payment buttons while the built-in sandbox provider runs: nothing is really charged. */
export function TestModeNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 rounded-md border border-dashed border-amber-500/60 px-2 py-1 text-xs font-medium text-amber-800 dark:text-amber-300',
        className,
      )}
    >
      <FlaskConical className="size-3.5 shrink-0" aria-hidden="true" />
      {t('billing.testMode')}
    </p>
  );
}
