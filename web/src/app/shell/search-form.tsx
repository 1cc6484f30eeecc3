import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SearchCombobox } from '@/features/search/search-combobox';
import { searchHref } from '@/features/search/search-params';

/**
 * Header search: goes to /search?q=… only when something was typed (spec), with typeahead; on
 * /search the field shows the URL's query and follows it.
 */
export function SearchForm({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';
  return (
    <SearchCombobox
      value={current}
      onSearch={(q) => navigate(searchHref(q))}
      autoFocus={autoFocus}
      className={className}
    />
  );
}
