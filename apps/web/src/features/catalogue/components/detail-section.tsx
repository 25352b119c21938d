import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

interface DetailSectionProps {
  title: string;
  /** Shown on the right of the title (a count, a link). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled block of the app page (h2), in a white card. */
export function DetailSection({ title, aside, children, className }: DetailSectionProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5 sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
