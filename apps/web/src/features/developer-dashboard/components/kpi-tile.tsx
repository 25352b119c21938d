import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const TONES = {
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-100',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  amber: 'bg-amber-50 text-amber-700 ring-amber-100',
  sky: 'bg-sky-50 text-sky-700 ring-sky-100',
} as const;

interface KpiTileProps {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
  tone?: keyof typeof TONES;
}

/** One headline figure: an icon, what it is, the figure and a line of context (a <div> inside a <dl>). */
export function KpiTile({ icon, label, value, hint, tone = 'indigo' }: KpiTileProps) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm shadow-slate-900/5 sm:p-5">
      <dt className="flex min-w-0 items-center gap-2.5 text-sm font-medium text-slate-600">
        <span
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl ring-1', TONES[tone])}
        >
          {icon}
        </span>
        <span className="min-w-0">{label}</span>
      </dt>
      <dd className="mt-3 truncate text-xl font-bold tracking-tight text-slate-900 tabular-nums min-[420px]:text-2xl sm:text-3xl">
        {value}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}
