import { translateMessage } from '@vitrina/shared/i18n/messages';
import HandCoins from 'lucide-react/icons/hand-coins';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedByIds } from '../../../components/ui/char-counter';
import { FieldShell } from '../../../components/ui/field';
import { MoneyInput } from '../../../components/ui/money-input';
import { formatUsd } from '../../../lib/money-format';
import type { TAmountProblem } from '../utils/checkout-price';

interface PayWhatYouWantFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The least the buyer may pay (after a code). */
  minimum: number;
  suggested: number | null;
  problem: TAmountProblem | null;
  /** While a payment runs, the amount stays as it is. */
  locked?: boolean;
}

/**
 * 'Paga lo que quieras': the amount the buyer chooses, with the minimum and the suggestion said;
 * an amount under the minimum is said at the field (and the pay button says why it waits).
 */
export function PayWhatYouWantField({
  value,
  onChange,
  minimum,
  suggested,
  problem,
  locked = false,
}: PayWhatYouWantFieldProps) {
  const { t, i18n } = useTranslation('payments');
  const id = useId();
  const hint =
    suggested !== null
      ? t('checkout.amount.hintSuggested', { minimum: formatUsd(minimum), suggested: formatUsd(suggested) })
      : t('checkout.amount.hint', { minimum: formatUsd(minimum) });
  const error = problem
    ? translateMessage(problem, i18n.resolvedLanguage ?? i18n.language, { minimum: formatUsd(minimum) })
    : undefined;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-indigo-200 bg-indigo-50/60 p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <HandCoins className="size-5 text-indigo-700" aria-hidden="true" />
        {t('checkout.amount.title')}
      </h2>
      <div className="mt-3">
        <FieldShell id={id} label={t('checkout.amount.label')} hint={hint} error={error} required>
          <MoneyInput
            id={id}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={locked}
            onChange={(event) => onChange(event.target.value)}
            invalid={!!error}
            aria-required
            aria-describedby={describedByIds(id, hint, error)}
          />
        </FieldShell>
      </div>
    </section>
  );
}
