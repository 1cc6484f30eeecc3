import { FileText } from 'lucide-react';
import { Suspense, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { lazyWithStrings } from '@/i18n/lazy-with-strings';
import { useTranslation } from '@/i18n/react';
import type { CaptionTrack } from './player/use-caption-choice';

// Opened by the reader: its code and strings are not in the watch page's first load.
const TranscriptPanel = lazyWithStrings(() => import('./transcript-panel'));

const WIDE = '(min-width: 1024px)';

/** Whether the page has its side column (lg): the transcript goes beside the player, else below it. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia?.(WIDE);
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => window.matchMedia?.(WIDE).matches ?? true,
  );
}

export function TranscriptButton({ open, onToggle }: { open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <Button variant={open ? 'default' : 'outline'} aria-pressed={open} onClick={onToggle}>
      <FileText aria-hidden="true" />
      {t('watch.transcript')}
    </Button>
  );
}

export function Transcript({ videoId, captions }: { videoId: string; captions: readonly CaptionTrack[] }) {
  return (
    <Suspense fallback={null}>
      <TranscriptPanel videoId={videoId} captions={captions} />
    </Suspense>
  );
}
