import { FREE_FILTER } from '@vitrina/shared/projects/categories';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import {
  overflowDataOf,
  overflowFadeStyle,
  useOverflowEdges,
} from '../../../components/ui/use-overflow-edges';
import { useProjectCategories } from '../api/get-project-categories';
import type { TStoreFilters } from '../api/get-store-projects';
import { applyCategory, storeHref } from '../utils/store-filters';
import { useCategoryLabel } from './category-badge';
import { CategoryIcon } from './category-icon';

interface CategoryFilterProps {
  /** The store's filters: the active category ('' for all, a category, or 'FREE') and the rest. */
  filters: TStoreFilters;
}

interface TChip {
  value: string;
  label: string;
  count?: number;
}

/**
 * 'Todas', the categories that have apps, 'Gratuitas': links to the store filtered so (the active
 * one marked aria-current), which work before and without the page's script, in a row that
 * scrolls sideways on phones and wraps on wider screens.
 */
export function CategoryFilter({ filters }: CategoryFilterProps) {
  const value = filters.category;
  const { t } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const { data, isPending } = useProjectCategories();
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useOverflowEdges(listRef);

  // On phones the row scrolls sideways: bring the active chip into view ('Gratuitas' is last). Not
  // when the row first shows and the person has already moved it: on a page the server rendered this
  // runs once the page is hydrated, maybe while they are pressing a chip they scrolled to, and a row
  // moved under their finger would turn the press into nothing.
  const shown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active chip or the chips change
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current]');
    const first = !shown.current;
    shown.current = true;
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    if (first && list.scrollLeft !== 0) return;
    const left = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, left) });
  }, [value, isPending]);

  const chips: TChip[] = (data?.categories ?? []).map((item) => ({
    value: item.category,
    label: categoryLabel(item.category),
    count: item.count,
  }));
  // A category from the address that has no apps still shows, as the active chip.
  if (value && value !== FREE_FILTER && !isPending && !chips.some((chip) => chip.value === value)) {
    chips.push({ value, label: categoryLabel(value), count: 0 });
  }
  const all: TChip = { value: '', label: t('store.filters.all') };
  const free: TChip = { value: FREE_FILTER, label: t('store.filters.free'), count: data?.freeCount };

  const renderChip = (chip: TChip) => {
    const active = chip.value === value;
    const isCategory = chip.value !== '' && chip.value !== FREE_FILTER;
    return (
      <li key={chip.value} className="shrink-0 snap-start">
        <Link
          to={storeHref(applyCategory(filters, chip.value))}
          preventScrollReset
          aria-current={active ? 'true' : undefined}
          className={cn(
            'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors sm:h-9 sm:px-3.5',
            active
              ? 'bg-indigo-600 text-white shadow-sm shadow-indigo-600/30'
              : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900 hover:ring-slate-400',
          )}
        >
          {isCategory && <CategoryIcon category={chip.value} className="size-4" />}
          {chip.label}
          {chip.count !== undefined && chip.count > 0 && (
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                active ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {chip.count}
            </span>
          )}
        </Link>
      </li>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of filter links, not a form fieldset
    <div role="group" aria-label={t('store.filters.label')} className="-mx-4 sm:mx-0">
      <ul
        ref={listRef}
        style={overflowFadeStyle(edges)}
        {...overflowDataOf(edges)}
        className="relative flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-1"
      >
        {renderChip(all)}
        {chips.map(renderChip)}
        {isPending &&
          [0, 1, 2, 3].map((index) => (
            <li key={`skeleton-${index}`} className="shrink-0" aria-hidden="true">
              <span className="block h-10 w-28 animate-pulse rounded-full bg-slate-200 sm:h-9" />
            </li>
          ))}
        {renderChip(free)}
      </ul>
    </div>
  );
}
