import { CHANNEL_TOPICS } from '@domain/channels.rules';
import { SEARCH_DATES, SEARCH_DURATIONS, SEARCH_SORTS, SEARCH_TYPES } from '@domain/search.rules';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { DEFAULT_PARAMS, hasFilters, type SearchParams } from './search-params';

interface SearchFiltersProps {
  params: SearchParams;
  onChange: (params: SearchParams) => void;
}

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-auto';

/** What to look for (chips), then duration, upload date, topic and order (selects). */
export function SearchFilters({ params, onChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<SearchParams>) => onChange({ ...params, ...patch });
  // Duration and date describe videos: a channel search leaves them out.
  const videoFilters = params.type !== 'channels';
  const select = <K extends 'duration' | 'date' | 'sort'>(
    key: K,
    values: readonly SearchParams[K][],
    label: string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={params[key]}
        onChange={(e) => set({ [key]: e.target.value } as Partial<SearchParams>)}
        className={selectClass}
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`search.${key}.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-4">
      <div role="group" aria-label={t('search.type.label')} className="flex flex-wrap gap-2">
        {SEARCH_TYPES.map((type) => (
          <Button
            key={type}
            size="sm"
            variant={params.type === type ? 'default' : 'outline'}
            aria-pressed={params.type === type}
            className="rounded-full"
            onClick={() => set({ type })}
          >
            {t(`search.type.${type}`)}
          </Button>
        ))}
      </div>
      <fieldset className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <legend className="sr-only">{t('search.filters.label')}</legend>
        {videoFilters && select('duration', SEARCH_DURATIONS, t('search.filters.duration'))}
        {videoFilters && select('date', SEARCH_DATES, t('search.filters.date'))}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-topic`} className="text-xs font-medium text-muted-foreground">
            {t('search.filters.topic')}
          </label>
          <select
            id={`${id}-topic`}
            value={params.topic ?? ''}
            onChange={(e) => set({ topic: (e.target.value || null) as SearchParams['topic'] })}
            className={selectClass}
          >
            <option value="">{t('search.filters.anyTopic')}</option>
            {CHANNEL_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topics.${topic}`)}
              </option>
            ))}
          </select>
        </div>
        {select('sort', SEARCH_SORTS, t('search.filters.sort'))}
        {hasFilters(params) && (
          <Button
            variant="ghost"
            size="sm"
            className={cn('col-span-2 justify-self-start sm:col-span-1')}
            onClick={() => set({ duration: DEFAULT_PARAMS.duration, date: DEFAULT_PARAMS.date, topic: null })}
          >
            <X aria-hidden="true" />
            {t('search.filters.clear')}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
