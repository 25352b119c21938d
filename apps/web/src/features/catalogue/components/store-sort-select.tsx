import { STORE_SORTS, type TStoreSort } from '@vitrina/shared/projects/project-limits';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import type { TStoreFilters } from '../api/get-store-projects';
import { applySort, storeHref } from '../utils/store-filters';

/** The orders the store offers for a list: the default first ('' is relevance when searching, else newest). */
function sortChoices(searching: boolean): (TStoreSort | '')[] {
  // Relevance only means something for a search; it is the default there, newest elsewhere.
  const others = STORE_SORTS.filter((sort) => sort !== 'relevance' && sort !== 'newest');
  return ['', ...(searching ? (['newest'] as const) : []), ...others];
}

/**
 * The store's order, kept in the address (?sort=). It looks like a select: the order in use, and
 * under it the list of orders, each a link to the store so ordered (a disclosure the browser opens
 * and closes, so it works before and without the page's script). Once the page is live, a choice,
 * a click elsewhere or Escape closes it.
 */
export function StoreSortSelect({ filters }: { filters: TStoreFilters }) {
  const { t } = useTranslation('catalogue');
  const labelId = useId();
  const valueId = useId();
  const menu = useRef<HTMLDetailsElement>(null);
  const searching = filters.q !== '';
  const label = (sort: TStoreSort | '') =>
    sort === '' ? t(searching ? 'store.sort.relevance' : 'store.sort.newest') : t(`store.sort.${sort}`);
  const choices = sortChoices(searching);
  const current = choices.includes(filters.sort) ? filters.sort : '';

  useEffect(() => {
    const close = (focusSummary: boolean) => {
      const details = menu.current;
      if (!details?.open) return;
      details.open = false;
      if (focusSummary) details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(menu.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div className="w-full sm:w-64">
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {t('store.sort.label')}
      </span>
      <details ref={menu} className="group relative">
        <summary
          aria-labelledby={`${labelId} ${valueId}`}
          className="flex h-11 w-full cursor-pointer list-none items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white pr-3 pl-3.5 text-base text-slate-900 shadow-sm transition-colors hover:border-slate-400 focus-visible:border-indigo-600 focus-visible:ring-4 focus-visible:ring-indigo-600/20 focus-visible:outline-none sm:text-sm [&::-webkit-details-marker]:hidden"
        >
          <span id={valueId} className="truncate">
            {label(current)}
          </span>
          <ChevronDown
            className="size-4 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <ul
          aria-labelledby={labelId}
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white py-1 shadow-lg shadow-slate-900/10"
        >
          {choices.map((sort) => {
            const active = sort === current;
            return (
              <li key={sort || 'default'}>
                <Link
                  to={storeHref(applySort(filters, sort))}
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                  onClick={() => {
                    if (menu.current) menu.current.open = false;
                  }}
                  className={cn(
                    'flex min-h-11 items-center justify-between gap-3 px-4 py-2 text-sm transition-colors',
                    active
                      ? 'font-semibold text-indigo-700'
                      : 'text-slate-800 hover:bg-slate-50 hover:text-slate-900',
                  )}
                >
                  {label(sort)}
                  {active && <Check className="size-4 shrink-0" aria-hidden="true" />}
                </Link>
              </li>
            );
          })}
        </ul>
      </details>
    </div>
  );
}
