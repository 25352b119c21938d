import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface AdminSearchFormProps {
  /** The field's label (read by screen readers) and placeholder. */
  label: string;
  placeholder: string;
  /** The search in the address; the field starts from it (remount with a key when it changes). */
  initialQuery: string;
  onSearch: (query: string) => void;
}

/** A list's search box: submits on Enter or the button; clearing it shows everything again. */
export function AdminSearchForm({ label, placeholder, initialQuery, onSearch }: AdminSearchFormProps) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim());
  };

  return (
    <search className="w-full lg:max-w-xl">
      <form onSubmit={submit} className="flex w-full gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={ADMIN_LIMITS.searchMax}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="search"
            // The clear button's room is kept only while it shows, so the placeholder has the width.
            style={query !== '' ? { paddingRight: '2.5rem' } : undefined}
            className="block h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-indigo-600 focus:ring-4 focus:ring-indigo-600/20 focus:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {query !== '' && (
            <button
              type="button"
              onClick={() => {
                setQuery('');
                if (initialQuery) onSearch('');
              }}
              aria-label={t('dashboard.clearSearch')}
              className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        {/* On a phone the button is its icon alone, leaving the field the width its placeholder needs. */}
        <Button
          type="submit"
          className="shrink-0 max-sm:w-11 max-sm:px-0"
          icon={<Search className="size-4 sm:hidden" aria-hidden="true" />}
        >
          <span className="max-sm:sr-only">{t('dashboard.search')}</span>
        </Button>
      </form>
    </search>
  );
}
