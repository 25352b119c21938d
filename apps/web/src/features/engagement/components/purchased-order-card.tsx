import ExternalLink from 'lucide-react/icons/external-link';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LaunchButton } from '../../../components/domain/launch-button';
import { AppImage } from '../../../components/ui/app-image';
import { buttonClasses } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { launchProject } from '../../../domain/app-launch';
import { getCurrentLanguage } from '../../../lib/i18n';
import { formatUsd } from '../../../lib/money-format';
import type { TPurchasedOrder } from '../api/get-purchased-projects';
import { formatLongDate, orderStatusOf, paymentMethodLabel } from '../utils/engagement-format';
import { OrderStatusBadge } from './order-status-badge';
import { PurchaseRefund } from './purchase-refund';
import { PurchaseVersions } from './purchase-versions';

/** 'Abrir': the app itself in a new tab, as its page's access button opens it. */
function OpenAction({ order, name }: { order: TPurchasedOrder; name: string }) {
  const { t } = useTranslation('engagement');
  // An app Vitrina hosts opens through a launch (a one-use address); others at their own address.
  if (order.status === 'completed' && order.hostedBuild) {
    return (
      <LaunchButton
        launch={() => launchProject(order.projectId)}
        toastId={order.projectId}
        className="sm:shrink-0"
        aria-label={t('dashboard.purchased.openLabel', { name })}
      >
        {t('dashboard.purchased.open')}
      </LaunchButton>
    );
  }
  if (order.status === 'completed' && order.appUrl) {
    return (
      <a
        href={order.appUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('dashboard.purchased.openLabel', { name })}
        className={buttonClasses({ className: 'sm:shrink-0' })}
      >
        {t('dashboard.purchased.open')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    );
  }
  const status = orderStatusOf(order.status);
  return (
    <p className="flex items-start gap-2 rounded-xl bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700 sm:w-44 sm:shrink-0">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {status === 'pending'
        ? t('dashboard.purchased.awaiting')
        : status === 'refunded'
          ? t('dashboard.purchased.refundedAccess')
          : t('dashboard.purchased.unavailable')}
    </p>
  );
}

interface PurchasedOrderCardProps {
  order: TPurchasedOrder;
  onRequestRefund: (order: TPurchasedOrder) => void;
  /** Shown under the purchase (the switch of its update e-mails). */
  extra?: ReactNode;
}

/**
 * One purchase: image, name (a link to its page in the store), developer, date, amount, method,
 * status and 'Abrir' (the app itself); under them, its 'Versiones' (an app Vitrina hosts: any
 * earlier version) and its refund ('Solicitar reembolso' or its state).
 */
export function PurchasedOrderCard({ order, onRequestRefund, extra }: PurchasedOrderCardProps) {
  const { t } = useTranslation('engagement');
  const language = getCurrentLanguage();
  const name = order.projectName || t('dashboard.purchased.unknownApp');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
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
                <Link
                  to={`/app/${encodeURIComponent(order.projectSlug || order.projectId)}`}
                  className="underline-offset-4 hover:text-indigo-700 hover:underline"
                >
                  {name}
                </Link>
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
            value={formatLongDate(order.purchaseDate, language, 'medium') || '—'}
            lines={2}
          />
          <Fact label={t('dashboard.purchased.amount')} value={formatUsd(order.amount)} lines={2} />
          <Fact
            label={t('dashboard.purchased.method')}
            value={
              (order.paymentMethod.trim().toLowerCase() === 'free'
                ? t('dashboard.favorites.free')
                : paymentMethodLabel(order.paymentMethod)) || '—'
            }
            lines={2}
          />
        </dl>
        <OpenAction order={order} name={name} />
      </div>
      {order.status === 'completed' && order.hostedBuild && (
        <PurchaseVersions projectId={order.projectId} name={name} />
      )}
      <PurchaseRefund order={order} name={name} onRequest={onRequestRefund} />
      {extra}
    </li>
  );
}
