import type { ReactNode } from 'react';
import { cn } from './cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** The heading level, so the state fits the page outline (h1 on a screen of its own). */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** An icon, a title, a line of text and actions: for empty lists, errors and placeholders. */
export function EmptyState({
  icon,
  title,
  as: Heading = 'h2',
  children,
  actions,
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('mx-auto flex max-w-lg flex-col items-center px-4 py-12 text-center', className)}>
      {icon && (
        <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-100 to-violet-100 text-indigo-700 ring-1 ring-indigo-200/60">
          {icon}
        </div>
      )}
      <Heading className="text-balance text-2xl font-bold tracking-tight text-slate-900">{title}</Heading>
      {children && (
        <div className="mt-3 text-pretty text-base leading-relaxed text-slate-600">{children}</div>
      )}
      {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
