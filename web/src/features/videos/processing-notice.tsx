import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type OwnVideo, videoKeys, videosApi } from './videos-api';

/** Processing progress, or the failure with its reason and a retry button (for the owner). */
export function ProcessingNotice({ video, compact = false }: { video: OwnVideo; compact?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => videosApi.retry(video.id),
    onSuccess: () => client.invalidateQueries({ queryKey: videoKeys.one(video.id) }),
    onError: (error) => toast.error(t(errorKey(error, 'video.errors.retry'))),
  });
  const failed = video.status === 'failed';
  return (
    <div
      role="status"
      className={
        compact
          ? 'flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm'
          : 'flex aspect-video flex-col items-center justify-center gap-4 rounded-xl bg-muted p-6 text-center'
      }
    >
      {failed ? (
        <>
          <AlertTriangle className="size-6 text-destructive" aria-hidden="true" />
          <p className="font-semibold">{t('video.failed')}</p>
          {video.failureReason && (
            <p className="text-sm text-muted-foreground">
              {t(`video.failure.${video.failureReason}`, {
                defaultValue: t('video.failure.processing_failed'),
              })}
            </p>
          )}
          <Button size="sm" onClick={() => retry.mutate()} loading={retry.isPending}>
            {t('video.retry')}
          </Button>
        </>
      ) : (
        <>
          <Loader className="size-6 animate-spin text-primary" aria-hidden="true" />
          <p className="font-semibold">
            {/* Compact: beside a player that already plays (the rest of the ladder, or a new file). */}
            {t(compact ? 'video.processingWhilePlaying' : 'video.processing', { progress: video.progress })}
          </p>
          <div
            className={compact ? 'h-2 w-40 rounded bg-muted' : 'h-2 w-64 max-w-full rounded bg-background'}
          >
            <div className="h-2 rounded bg-primary transition-all" style={{ width: `${video.progress}%` }} />
          </div>
          {!compact && <p className="text-sm text-muted-foreground">{t('video.processingHint')}</p>}
        </>
      )}
    </div>
  );
}
