import { PASSWORD_STRENGTH_LIMITS } from '@vitrina/shared/auth/password-limits';
import { measurePasswordStrength, type TPasswordStrength } from '@vitrina/shared/auth/password-strength';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';

const LEVELS: Record<TPasswordStrength, { segments: number; bar: string; text: string }> = {
  weak: { segments: 1, bar: 'bg-red-500', text: 'text-red-700' },
  fair: { segments: 2, bar: 'bg-amber-500', text: 'text-amber-800' },
  good: { segments: 3, bar: 'bg-lime-500', text: 'text-lime-800' },
  excellent: { segments: 4, bar: 'bg-emerald-500', text: 'text-emerald-800' },
};

/** Live strength of a new password: Débil / Regular / Buena / Excelente, on a 4-part bar. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const { level } = measurePasswordStrength(password);
  const style = LEVELS[level];
  const empty = password.length === 0;
  return (
    <div className="space-y-1.5 pt-1" data-strength={empty ? 'none' : level}>
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-300',
              !empty && segment <= style.segments ? style.bar : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs" aria-live="polite">
        <span className={cn('font-semibold', empty ? 'text-slate-600' : style.text)}>
          {t('strength.label')}: {empty ? '—' : t(`strength.${level}`)}
        </span>
        <span className="text-slate-600">
          {t('strength.hint', { length: PASSWORD_STRENGTH_LIMITS.strongLength })}
        </span>
      </p>
    </div>
  );
}
