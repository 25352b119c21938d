import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { STATUS_FILTERS, type TStatusFilter } from '../utils/project-actions';

interface StatusFilterProps {
  value: TStatusFilter;
  counts: Record<TStatusFilter, number>;
  onChange: (value: TStatusFilter) => void;
}

/** Chips that narrow the apps list by status, each with how many apps it would show. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  const { t } = useTranslation('developer-dashboard');
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{t('apps.filterLabel')}</legend>
      {STATUS_FILTERS.filter((filter) => filter === 'all' || counts[filter] > 0).map((filter) => {
        const selected = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors',
              selected
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900',
            )}
          >
            {t(`apps.filters.${filter}`)}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                selected ? 'bg-indigo-800 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {counts[filter]}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
