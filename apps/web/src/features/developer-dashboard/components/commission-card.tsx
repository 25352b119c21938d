import BadgePercent from 'lucide-react/icons/badge-percent';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatRate } from '../../../lib/money-format';

interface CommissionCardProps {
  /** The rate the server applies to the developer's next sales (0.1 = 10 %). */
  rate: number;
  isInternal: boolean;
}

/** The commission that applies: the server's figure, never a constant of the client. */
export function CommissionCard({ rate, isInternal }: CommissionCardProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const free = isInternal || rate === 0;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-2.5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-violet-50 text-violet-700 ring-1 ring-violet-100">
          <BadgePercent className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-base font-semibold text-slate-900">{t('overview.commission.title')}</h3>
      </div>
      <p className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {free
          ? t('overview.commission.none')
          : t('overview.commission.rate', { rate: formatRate(rate, i18n.resolvedLanguage ?? 'es') })}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {isInternal ? t('overview.commission.internalText') : t('overview.commission.text')}
      </p>
      {!isInternal && <p className="mt-2 text-xs text-slate-600">{t('overview.commission.projectNote')}</p>}
    </Card>
  );
}
