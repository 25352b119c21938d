import BadgeCheck from 'lucide-react/icons/badge-check';
import Percent from 'lucide-react/icons/percent';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { commissionBreakdown } from '../../../domain/commission-breakdown';
import { formatRate, formatUsd } from '../../../lib/money-format';
import { isShowablePrice } from '../utils/price';

/** The commission that will apply, as far as it is known. */
export type TCommissionState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; rate: number; isInternal: boolean };

interface CommissionNoteProps {
  id: string;
  price: unknown;
  commission: TCommissionState;
}

/**
 * The rate that will actually apply to this developer's sales (never a fixed figure) and what one
 * sale at the typed price leaves them.
 */
export function CommissionNote({ id, price, commission }: CommissionNoteProps) {
  const { t, i18n } = useTranslation('project-form');

  if (commission.status === 'loading') {
    return (
      <div
        id={id}
        className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        <Spinner size="sm" className="text-indigo-600" />
        {t('commission.loading')}
      </div>
    );
  }
  if (commission.status === 'error') {
    return (
      <div
        id={id}
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        <span>{t('commission.failed')}</span>
        <Button variant="secondary" size="sm" onClick={commission.retry}>
          {t('commission.retry')}
        </Button>
      </div>
    );
  }

  const { rate, isInternal } = commission;
  const showable = isShowablePrice(price);
  const Icon = isInternal ? BadgeCheck : Percent;
  let outcome: string;
  if (!showable) outcome = t('commission.typePrice');
  else if (price === 0) outcome = t('commission.free');
  else {
    const { commission: fee, developerNet: net } = commissionBreakdown(price, rate, isInternal);
    outcome = isInternal
      ? t('commission.netInternal', { net: formatUsd(net) })
      : t('commission.net', { net: formatUsd(net), fee: formatUsd(fee) });
  }

  return (
    <div id={id} className="flex gap-3 rounded-xl border border-indigo-100 bg-indigo-50/70 px-4 py-3 text-sm">
      <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-white text-indigo-700 ring-1 ring-indigo-200">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-indigo-950">
          {isInternal
            ? t('commission.internal')
            : t('commission.rate', { rate: formatRate(rate, i18n.resolvedLanguage ?? 'es') })}
        </p>
        <p className="text-slate-700">{outcome}</p>
      </div>
    </div>
  );
}
