import { searchPath } from '@domain/routes';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

/** Header search: goes to /search?q=… only when something was typed. */
export function SearchForm({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const input = useRef<HTMLInputElement>(null);
  // The phone search row opens on a tap: focus it so the keyboard comes up at once.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(query);
    if (path) navigate(path);
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative w-full', className)}>
      <label htmlFor="header-search" className="sr-only">
        {t('header.search')}
      </label>
      <input
        id="header-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('header.searchPlaceholder')}
        ref={input}
        className="h-10 w-full rounded-full border border-input bg-background pl-4 pr-12 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring"
      />
      <button
        type="submit"
        aria-label={t('header.search')}
        className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
