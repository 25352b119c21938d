import type { ReactNode } from 'react';
import { cn } from './cn';

interface TOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
}

interface SegmentedControlProps<T extends string> {
  /** Accessible name of the group (shown as its legend). */
  legend: string;
  /** Shows the legend visually (otherwise it is for screen readers only). */
  showLegend?: boolean;
  name: string;
  value: T;
  options: ReadonlyArray<TOption<T>>;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A choice between a few options, built on native radio buttons so arrow keys work. */
export function SegmentedControl<T extends string>({
  legend,
  showLegend = false,
  name,
  value,
  options,
  onChange,
  disabled,
}: SegmentedControlProps<T>) {
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className={showLegend ? 'mb-1.5 text-sm font-medium text-slate-800' : 'sr-only'}>
        {legend}
      </legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex h-10 min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition-all',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              option.value === value
                ? 'bg-white text-indigo-700 shadow-sm ring-1 ring-slate-200'
                : 'text-slate-700 hover:text-slate-900',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon && <span className="shrink-0">{option.icon}</span>}
            <span className="truncate">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
