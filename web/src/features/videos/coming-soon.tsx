import { useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { useFollowVideo } from '@/lib/realtime';
import { videoKeys } from './videos-api';

/**
 * A shared link opened before the video's first quality is ready: "bientôt disponible", nothing else
 * of it. The page follows the video on the realtime socket and turns into the player by itself when
 * the server says it plays (`video.available`); useVideo also asks again now and then without one.
 */
export function ComingSoon({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useFollowVideo(
    videoId,
    () => void client.invalidateQueries({ queryKey: videoKeys.one(videoId) }),
    true,
    'video.available',
  );
  return (
    <div className="mx-auto max-w-screen-md px-4 py-10 sm:px-6">
      <div
        role="status"
        className="flex aspect-video flex-col items-center justify-center gap-3 rounded-xl bg-muted p-6 text-center"
      >
        <Clock className="size-8 text-primary" aria-hidden="true" />
        <h1 className="text-xl font-bold">{t('watch.comingSoon')}</h1>
        <p className="max-w-md text-sm text-muted-foreground">{t('watch.comingSoonText')}</p>
      </div>
    </div>
  );
}
