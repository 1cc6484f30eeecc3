import { useTranslation } from 'react-i18next';
import { VideoGridSkeleton } from '@/components/ui/video-grid-skeleton';

/** Placeholder cards while the feed loads. */
export function FeedSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation();
  return <VideoGridSkeleton label={t('common.loading')} cards={cards} />;
}
