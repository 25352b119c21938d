import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { useTranslation } from 'react-i18next';
import { AppImage } from '../../../components/ui/app-image';
import { ButtonLink } from '../../../components/ui/button';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatUsd } from '../../../lib/money-format';
import type { TPurchasedOrder } from '../api/get-purchased-projects';
import { formatLongDate, paymentMethodLabel } from '../utils/engagement-format';
import { OrderStatusBadge } from './order-status-badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="line-clamp-2 text-sm font-semibold break-words text-slate-900">{value || '—'}</dd>
    </div>
  );
}

/** One purchase: image, name, developer, date, amount, method, status and 'Abrir' (its app page). */
export function PurchasedOrderCard({ order }: { order: TPurchasedOrder }) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const name = order.projectName || t('dashboard.purchased.unknownApp');
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:flex-row sm:items-center sm:p-5">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <AppImage
          src={order.projectImage || null}
          alt=""
          width={96}
          height={64}
          className="w-24 shrink-0 rounded-xl border border-slate-100"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 title={name} className="line-clamp-2 wrap-anywhere text-base font-semibold text-slate-900">
              {name}
            </h3>
            <OrderStatusBadge status={order.status} />
          </div>
          {order.developerName && (
            <p className="truncate text-sm text-slate-600" title={order.developerName}>
              {t('dashboard.purchased.by', { name: order.developerName })}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-4 sm:w-[24rem] sm:shrink-0">
        <Fact
          label={t('dashboard.purchased.date')}
          value={formatLongDate(order.purchaseDate, language, 'medium')}
        />
        <Fact label={t('dashboard.purchased.amount')} value={formatUsd(order.amount)} />
        <Fact
          label={t('dashboard.purchased.method')}
          value={
            order.paymentMethod.trim().toLowerCase() === 'free'
              ? t('dashboard.favorites.free')
              : paymentMethodLabel(order.paymentMethod)
          }
        />
      </dl>
      <ButtonLink
        to={`/app/${encodeURIComponent(order.projectSlug || order.projectId)}`}
        variant="secondary"
        aria-label={t('dashboard.purchased.openLabel', { name })}
        iconAfter={<ArrowUpRight className="size-4" aria-hidden="true" />}
        className="sm:shrink-0"
      >
        {t('dashboard.purchased.open')}
      </ButtonLink>
    </li>
  );
}
