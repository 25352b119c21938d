import type { ReactNode } from 'react';
import { cn } from './cn';

type FactProps = {
  /** The term ('Fecha de venta'). */
  label: string;
  /** 'semibold' unless said. */
  weight?: 'medium' | 'semibold';
  /** Two columns of a two-column list, one from lg on (a long value). */
  wide?: boolean;
} & (
  | {
      /** Plain text: on one line, cut short with its whole text in a tooltip, or on up to two lines. */
      value: string;
      lines?: 1 | 2;
      children?: never;
    }
  | {
      /** A value with markup (a link, a name never translated): it wraps anywhere. */
      children: ReactNode;
      value?: never;
      lines?: never;
    }
);

/** One term and its value in a <dl>: the only wrapper a <dl> allows around them (a single div). */
export function Fact({ label, weight = 'semibold', wide = false, ...shown }: FactProps) {
  const font = weight === 'medium' ? 'font-medium' : 'font-semibold';
  return (
    <div className={wide ? 'col-span-2 min-w-0 lg:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      {shown.value === undefined ? (
        <dd className={cn('text-sm', font, 'wrap-anywhere text-slate-900')}>{shown.children}</dd>
      ) : shown.lines === 2 ? (
        <dd className={cn('line-clamp-2 text-sm', font, 'break-words text-slate-900')}>{shown.value}</dd>
      ) : (
        <dd className={cn('truncate text-sm', font, 'text-slate-900')} title={shown.value}>
          {shown.value}
        </dd>
      )}
    </div>
  );
}
