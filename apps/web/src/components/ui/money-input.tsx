import type { ComponentProps } from 'react';
import { inputClasses } from './field';

type TMoneyInputProps = Omit<ComponentProps<'input'>, 'className'> & {
  /** Drawn in red when the field has an error. */
  invalid: boolean;
};

/** A dollar amount: '$' before it and 'USD' after it, in figures of equal width. */
export function MoneyInput({ invalid, ...input }: TMoneyInputProps) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-600"
        aria-hidden="true"
      >
        $
      </span>
      <input
        className={inputClasses(invalid, 'pr-14 pl-7 tabular-nums')}
        aria-invalid={invalid ? true : undefined}
        {...input}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-xs font-semibold text-slate-600"
        aria-hidden="true"
      >
        USD
      </span>
    </div>
  );
}
