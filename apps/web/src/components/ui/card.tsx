import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A white panel with a soft border, the base of forms and feature tiles. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5', className)}
      {...rest}
    />
  );
}
