import { type TProjectStatus, toProjectStatus } from '@vitrina/shared/projects/statuses';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

// One colour per status everywhere: published green, draft yellow, pending review blue, rejected red, suspended gray.
const TONES: Record<TProjectStatus, { box: string; dot: string }> = {
  PUBLISHED: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  DRAFT: { box: 'bg-yellow-50 text-yellow-800 ring-yellow-200', dot: 'bg-yellow-500' },
  PENDING: { box: 'bg-blue-50 text-blue-800 ring-blue-200', dot: 'bg-blue-500' },
  UNDER_REVIEW: { box: 'bg-blue-50 text-blue-800 ring-blue-200', dot: 'bg-blue-500' },
  REJECTED: { box: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  SUSPENDED: { box: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
};

/** A project's status as a coloured pill; unknown values are shown as they are, in gray. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation();
  const value = toProjectStatus(status);
  const tone = value ? TONES[value] : TONES.SUSPENDED;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tone.box,
        className,
      )}
    >
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden="true" />
      {value ? t(`statuses.${value}`) : status}
    </span>
  );
}
