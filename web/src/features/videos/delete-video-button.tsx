import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { sharedKeys } from '@/lib/shared-keys';
import { toast } from '@/lib/toast';
import { videoKeys, videosApi } from './videos-api';

/** Delete with confirmation; `compact` is the icon button of table rows. */
export function DeleteVideoButton({
  video,
  compact = false,
  onDeleted,
}: {
  video: { id: string; title: string };
  compact?: boolean;
  onDeleted?(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => videosApi.remove(video.id),
    onSuccess: () => {
      toast.success(t('video.deleted'));
      void client.invalidateQueries({ queryKey: videoKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.channels });
      void client.invalidateQueries({ queryKey: videoKeys.dashboard });
      onDeleted?.();
    },
    onError: (error) => toast.error(t(errorKey(error, 'video.errors.delete'))),
  });
  return (
    <ConfirmDialog
      trigger={
        compact ? (
          <Button size="icon" variant="ghost" aria-label={t('video.deleteNamed', { title: video.title })}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            {t('video.delete')}
          </Button>
        )
      }
      title={t('video.deleteConfirm.title')}
      description={t('video.deleteConfirm.text', { title: video.title })}
      confirmLabel={t('video.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={remove.isPending}
      onConfirm={() => remove.mutateAsync().catch(() => {})}
    />
  );
}
