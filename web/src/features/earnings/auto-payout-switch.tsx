import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { useAutoPayout } from './use-earnings-actions';

/** Opt-in: the nightly job withdraws for the creator once the withdrawable balance reaches the minimum. */
export function AutoPayoutSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const save = useAutoPayout();
  return (
    <div className="flex items-start justify-between gap-4 border-t pt-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-medium">
          {t('earnings.autoPayout.label')}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('earnings.autoPayout.hint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={save.isPending || undefined}
        disabled={save.isPending}
        onClick={() => save.mutate(!enabled)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70',
          enabled ? 'bg-primary' : 'bg-muted-foreground/50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'block size-5 rounded-full bg-background shadow transition-transform',
            enabled ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
