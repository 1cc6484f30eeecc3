import { Link } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { formatDuration } from '@/lib/format';
import { seekPlayer } from '@/lib/player-seek';

interface Props {
  videoId: string;
  chapters: readonly { startS: number; title: string }[];
}

/**
 * The video's chapters under its description: each a `?t=` link (shareable, opens at that time)
 * that, on this page, moves the player there instead of reloading.
 */
export function ChapterList({ videoId, chapters }: Props) {
  const { t } = useTranslation();
  if (chapters.length === 0) return null;
  return (
    <nav aria-label={t('watch.chapters')} className="space-y-1">
      <h2 className="font-semibold">{t('watch.chapters')}</h2>
      <ol className="grid gap-0.5">
        {chapters.map((chapter) => (
          <li key={chapter.startS}>
            <Link
              to={`/watch/${videoId}?t=${Math.floor(chapter.startS)}`}
              onClick={(event) => {
                if (seekPlayer(videoId, chapter.startS)) event.preventDefault();
              }}
              className="flex gap-3 rounded px-1 py-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="w-14 shrink-0 font-medium tabular-nums text-primary">
                {formatDuration(chapter.startS)}
              </span>
              <span>{chapter.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
