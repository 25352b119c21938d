import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';

const TONES = {
  indigo: 'bg-indigo-100 text-indigo-700',
  emerald: 'bg-emerald-100 text-emerald-700',
  violet: 'bg-violet-100 text-violet-700',
  amber: 'bg-amber-100 text-amber-800',
  sky: 'bg-sky-100 text-sky-700',
  slate: 'bg-slate-100 text-slate-700',
  red: 'bg-red-100 text-red-700',
} as const;

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  /** A line under the figure (what it counts, or a second figure). */
  hint?: string;
  /** A link to the list behind the figure, with its text. */
  link?: { to: string; label: string };
  /** Draws attention to a figure that asks for action (pending work). */
  highlight?: boolean;
}

/** One figure of the overview: icon, label, the value large, a hint and where to act on it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'indigo',
  hint,
  link,
  highlight,
}: StatCardProps) {
  return (
    <div
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm shadow-slate-900/5',
        highlight ? 'border-amber-300 ring-1 ring-amber-200' : 'border-slate-200',
      )}
    >
      <dt className="flex items-start justify-between gap-3 text-sm font-medium text-slate-600">
        {label}
        <span
          className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', TONES[tone])}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
      </dt>
      <dd className="mt-1 flex flex-1 flex-col">
        <span className="text-2xl font-bold tabular-nums tracking-tight text-slate-900 sm:text-3xl">
          {value}
        </span>
        {hint && <span className="mt-1 text-sm text-slate-600">{hint}</span>}
        {link && (
          <Link
            to={link.to}
            className="mt-auto inline-flex items-center gap-1 self-start pt-3 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
          >
            {link.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        )}
      </dd>
    </div>
  );
}
