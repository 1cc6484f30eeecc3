import { VideoGridSkeleton } from '@/components/ui/video-grid-skeleton';
import { useTranslation } from '@/i18n/react';

/** Placeholder cards while the feed loads. */
export function FeedSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation();
  return <VideoGridSkeleton label={t('common.loading')} cards={cards} />;
}
