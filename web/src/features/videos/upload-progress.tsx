import { useTranslation } from 'react-i18next';
import { formatBytes, formatDuration } from '@/lib/format';
import type { UploadProgress as Progress } from './use-tus-upload';

/** Progress bar with bytes sent, speed and time left. */
export function UploadProgress({ progress, retrying }: { progress: Progress; retrying: boolean }) {
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
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground tabular-nums">
        <span data-testid="upload-percent">
          {percent} % · {formatBytes(progress.sent, i18n.language)} /{' '}
          {formatBytes(progress.total, i18n.language)}
        </span>
        <span>
          {retrying
            ? t('upload.reconnecting')
            : progress.speed > 0
              ? t('upload.speed', {
                  speed: `${formatBytes(progress.speed, i18n.language)}/s`,
                  left: progress.etaS === null ? '…' : formatDuration(progress.etaS),
                })
              : ''}
        </span>
      </p>
    </div>
  );
}
