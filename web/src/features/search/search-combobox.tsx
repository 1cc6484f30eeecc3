import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { useSuggestions } from './search-api';

interface SearchComboboxProps {
  /** The text to show (follows the URL's query on /search). */
  value: string;
  /** Called with the trimmed text, never empty (spec: the search submits only when non-empty). */
  onSearch: (text: string) => void;
  autoFocus?: boolean;
  className?: string;
}

/**
 * The header's search field with typeahead: an ARIA 1.2 combobox whose listbox offers titles and
 * channel names starting like the typed text. ↓/↑ move through them, Enter searches the highlighted
 * one (or the typed text), Escape closes the list (then clears the field).
 */
export function SearchCombobox({ value, onSearch, autoFocus, className }: SearchComboboxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // A new URL (back, forward, a suggestion link) shows its query.
  useEffect(() => {
    setText(value);
    setOpen(false);
  }, [value]);
  // The phone search row opens on a tap: focus it so the keyboard comes up at once.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const suggestions = useSuggestions(text, open);
  const expanded = open && suggestions.length > 0;
  useEffect(() => setActive(-1), [suggestions]);

  const search = (chosen: string) => {
    const q = chosen.trim();
    if (!q) return;
    setText(q);
    setOpen(false);
    setActive(-1);
    onSearch(q);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(expanded && active >= 0 ? suggestions[active]! : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the highlight returns to the field (-1), as in the APG example.
      setActive((i) => {
        const next = i + step;
        return next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  return (
    <form role="search" onSubmit={submit} className={cn('relative w-full', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('header.search')}
      </label>
      <input
        id={`${id}-input`}
        ref={input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={t('header.searchPlaceholder')}
        className="h-10 w-full rounded-full border border-input bg-background pl-4 pr-12 text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label={t('header.search')}
        className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions.label')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border bg-popover py-1 text-popover-foreground shadow-lg"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            // The keyboard stays in the field (aria-activedescendant): options only take clicks.
            // biome-ignore lint/a11y/useKeyWithClickEvents: ↓/↑/Enter are handled by the combobox input
            <div
              key={suggestion}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the field, so the blur does not close the list before the click.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => search(suggestion)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm',
                index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
              )}
            >
              <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate">{suggestion}</span>
            </div>
          ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {expanded ? t('search.suggestions.count', { count: suggestions.length }) : ''}
      </p>
    </form>
  );
}
