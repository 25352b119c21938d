import { useRef } from 'react';
import { cn } from '../../../components/ui/cn';
import {
  overflowDataOf,
  overflowFadeStyle,
  useOverflowEdges,
} from '../../../components/ui/use-overflow-edges';

export interface TFilterChip<T extends string> {
  value: T;
  label: string;
  /** How many items the chip would show, when known. */
  count?: number;
}

interface FilterChipsProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  chips: ReadonlyArray<TFilterChip<T>>;
  value: T;
  onChange: (value: T) => void;
}

/** Toggle buttons (aria-pressed) in a row that scrolls sideways on phones and wraps on wider screens. */
export function FilterChips<T extends string>({ label, chips, value, onChange }: FilterChipsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useOverflowEdges(listRef);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label={label} className="-mx-4 sm:mx-0">
      <ul
        ref={listRef}
        style={overflowFadeStyle(edges)}
        {...overflowDataOf(edges)}
        className="flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-3 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-1"
      >
        {chips.map((chip) => {
          const active = chip.value === value;
          return (
            <li key={chip.value || 'all'} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(chip.value)}
                className={cn(
                  'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition-colors sm:h-9 sm:px-3.5',
                  active
                    ? 'bg-indigo-600 text-white shadow-sm shadow-indigo-600/30'
                    : 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900 hover:ring-slate-400',
                )}
              >
                {chip.label}
                {chip.count !== undefined && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      active ? 'bg-indigo-800 text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {chip.count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
