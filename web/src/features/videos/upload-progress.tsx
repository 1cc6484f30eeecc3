import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/i18n/react';
import { formatBytes, formatDuration } from '@/lib/format';
import type { UploadProgress as Progress } from './use-tus-upload';

/**
 * Progress bar with bytes sent, speed and time left; once every byte is sent, what the server is
 * doing meanwhile (checking the file), so a full bar never looks stuck.
 */
export function UploadProgress({
  progress,
  retrying,
  verifying = false,
}: {
  progress: Progress;
  retrying: boolean;
  verifying?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const percent = progress.total ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label={t('upload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-busy={verifying}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] ${verifying ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground tabular-nums">
        <span data-testid="upload-percent">
          {percent} % · {formatBytes(progress.sent, i18n.language)} /{' '}
          {formatBytes(progress.total, i18n.language)}
        </span>
        {!verifying && !retrying && progress.speed > 0 && (
          <span>
            {t('upload.speed', {
              speed: `${formatBytes(progress.speed, i18n.language)}/s`,
              left: progress.etaS === null ? '…' : formatDuration(progress.etaS),
            })}
          </span>
        )}
        {/* Always in the page, so screen readers announce what appears in it (not the speed: it changes every second). */}
        <span role="status" aria-live="polite" className="inline-flex items-center gap-2">
          {verifying ? (
            <>
              <Spinner aria-hidden="true" className="size-4 text-primary" />
              <span className="font-medium text-foreground">{t('upload.verifying')}</span>
            </>
          ) : retrying ? (
            t('upload.reconnecting')
          ) : null}
        </span>
      </p>
    </div>
  );
}
