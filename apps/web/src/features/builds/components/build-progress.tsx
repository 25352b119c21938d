import type { TBuildProgress } from '@vitrina/shared/builds/build.schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { progressViewOf } from '../utils/build-status';

interface BuildProgressProps {
  progress: TBuildProgress;
  /** The build's version, to name the bar. */
  version: string;
}

/**
 * The progress of an open import: what it is doing in words and a bar (a moving stripe while the
 * end is not known). Announced politely as it changes.
 */
export function BuildProgress({ progress, version }: BuildProgressProps) {
  const { t, i18n } = useTranslation('builds');
  const view = progressViewOf(progress, i18n.resolvedLanguage ?? 'es');
  const text = t(view.key, view.values);
  const percent = view.fraction === null ? null : Math.round(view.fraction * 100);
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-blue-900" aria-live="polite">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label', { version })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="relative h-2 overflow-hidden rounded-full bg-blue-100"
      >
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full bg-blue-600 transition-[width] duration-500',
            percent === null && 'w-1/3 animate-pulse',
          )}
          style={percent === null ? undefined : { width: `${Math.max(percent, 4)}%` }}
        />
      </div>
    </div>
  );
}
