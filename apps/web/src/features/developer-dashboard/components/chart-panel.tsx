import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

interface ChartPanelProps {
  title: string;
  description: string;
  /** Controls under the caption (a metric switch). */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A chart in a card: a figure whose caption says what is drawn. */
export function ChartPanel({ title, description, aside, children, className }: ChartPanelProps) {
  const captionId = useId();
  return (
    <Card className={className}>
      <figure aria-labelledby={captionId} className="flex h-full flex-col p-4 sm:p-5">
        <div className="mb-3 space-y-3">
          <figcaption id={captionId} className="min-w-0">
            <span className="block text-base font-semibold text-slate-900">{title}</span>
            <span className="mt-0.5 block text-sm text-slate-600">{description}</span>
          </figcaption>
          {aside}
        </div>
        <div className="min-w-0 flex-1">{children}</div>
      </figure>
    </Card>
  );
}
