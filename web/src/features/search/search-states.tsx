import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { VideoGridSkeleton } from '@/components/ui/video-grid-skeleton';
import { useTranslation } from '@/i18n/react';
import { searchHref } from './search-params';

/** Placeholder results in the grid's layout while the search runs. */
export function SearchSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation();
  return <VideoGridSkeleton label={t('search.loading')} cards={cards} />;
}

interface EmptyResultsProps {
  q: string;
  suggestions: string[];
  /** Filters are on: offer to clear them. */
  onClearFilters?: () => void;
}

/** Nothing matched: the closest titles and channel names to try, and what else may help. */
export function EmptyResults({ q, suggestions, onClearFilters }: EmptyResultsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed px-6 py-14 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold break-words">{t('search.empty.title', { q })}</h2>
      {suggestions.length > 0 && (
        <div className="flex flex-wrap items-center justify-center gap-2">
          <span className="text-muted-foreground">{t('search.empty.tryThese')}</span>
          <ul className="flex flex-wrap justify-center gap-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button variant="secondary" size="sm" className="rounded-full" asChild>
                  <Link to={searchHref(suggestion)}>{suggestion}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="max-w-md text-sm text-muted-foreground">{t('search.empty.tips')}</p>
      {onClearFilters && (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t('search.empty.filtered')}</p>
          <Button variant="outline" onClick={onClearFilters}>
            {t('search.filters.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** /search without a query (an old link, an emptied URL). */
export function SearchPrompt() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('search.prompt.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('search.prompt.text')}</p>
    </div>
  );
}
