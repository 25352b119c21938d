import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import type { TBuildState } from '../utils/build-status';

// Waiting grey, importing blue, in review amber, approved green, rejected and failed red,
// withdrawn grey with a red dot.
const TONES: Record<TBuildState, { box: string; dot: string }> = {
  queued: { box: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
  importing: { box: 'bg-blue-50 text-blue-800 ring-blue-200', dot: 'bg-blue-500 animate-pulse' },
  inReview: { box: 'bg-amber-50 text-amber-900 ring-amber-200', dot: 'bg-amber-500' },
  approved: { box: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  rejected: { box: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  failed: { box: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  withdrawn: { box: 'bg-slate-100 text-slate-800 ring-slate-300', dot: 'bg-red-600' },
};

/** A build's state as a coloured pill, the same shape as a project's status. */
export function BuildStatusChip({ state }: { state: TBuildState }) {
  const { t } = useTranslation('builds');
  const tone = TONES[state];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tone.box,
      )}
    >
      <span className={cn('size-1.5 rounded-full', tone.dot)} aria-hidden="true" />
      {t(`status.${state}`)}
    </span>
  );
}

/** 'Actual': the build the app's address serves now. */
export function CurrentChip() {
  const { t } = useTranslation('builds');
  return (
    <span className="inline-flex items-center rounded-full bg-indigo-600 px-2.5 py-1 text-xs font-semibold text-white">
      {t('card.current')}
    </span>
  );
}
