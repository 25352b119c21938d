import { PROJECT_LIST_LIMITS } from '@vitrina/shared/projects/project-limits';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { isPlainClick } from '../../../lib/plain-click';
import type { TStoreFilters } from '../api/get-store-projects';
import { applySearch, storeHref } from '../utils/store-filters';

interface StoreSearchFormProps {
  /** The store's filters: the field starts from their search (remount with a key when it changes). */
  filters: TStoreFilters;
  onSearch: (query: string) => void;
}

/**
 * The store's search box: submits on Enter or the button; an empty search shows everything. A GET
 * form of the store's address (the category and order ride along), so it searches before and
 * without the page's script too.
 */
export function StoreSearchForm({ filters, onSearch }: StoreSearchFormProps) {
  const { t } = useTranslation('catalogue');
  const initialQuery = filters.q;
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page was live stays in the box the server sent: it is the search from then on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the box is taken over
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) setQuery(typed);
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query);
  };

  // The address without the search: where the clear button leads before the page is live.
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setQuery('');
    if (initialQuery) onSearch('');
  };

  return (
    <search className="w-full">
      <form action="/store" method="get" onSubmit={submit} className="flex w-full gap-2">
        {filters.category && <input type="hidden" name="category" value={filters.category} />}
        {filters.sort && <input type="hidden" name="sort" value={filters.sort} />}
        <label htmlFor={inputId} className="sr-only">
          {t('store.search.label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={PROJECT_LIST_LIMITS.searchMax}
            placeholder={t('store.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-11 pl-12 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-indigo-600 focus:ring-4 focus:ring-indigo-600/20 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {query !== '' && (
            <Link
              to={storeHref(applySearch(filters, ''))}
              preventScrollReset
              onClick={clear}
              aria-label={t('store.search.clear')}
              className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        <Button type="submit" size="lg" className="shrink-0">
          {t('store.search.submit')}
        </Button>
      </form>
    </search>
  );
}
