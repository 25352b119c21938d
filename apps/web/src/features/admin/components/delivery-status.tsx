import type { TAdminCustomRequest } from '@vitrina/shared/custom-requests/custom-request.schemas';
import type { LucideIcon } from 'lucide-react';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { deliveryLabel, type TDeliveryTone } from '../utils/delivery-status';

const TONES: Record<TDeliveryTone, { pill: string; icon: LucideIcon }> = {
  waiting: { pill: 'bg-amber-50 text-amber-900 ring-amber-200', icon: Clock },
  retrying: { pill: 'bg-orange-50 text-orange-900 ring-orange-200', icon: RotateCw },
  sending: { pill: 'bg-sky-50 text-sky-800 ring-sky-200', icon: Send },
  sent: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: CircleCheck },
  failed: { pill: 'bg-red-50 text-red-800 ring-red-200', icon: CircleX },
};

/**
 * The e-mail to the site owner: 'En cola', 'Enviando', 'Enviado' (with its date) or 'Fallido'
 * (with the attempts), the next retry while it is retrying, and the provider's last error.
 */
export function DeliveryStatus({ delivery }: { delivery: TAdminCustomRequest['delivery'] }) {
  const { t, i18n } = useTranslation('admin');
  const label = deliveryLabel(delivery, i18n.resolvedLanguage ?? 'es');
  const { pill, icon: Icon } = TONES[label.tone];
  return (
    <div className="min-w-0 space-y-1.5">
      <p className="text-xs font-medium text-slate-600">{t('requests.delivery.title')}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
            pill,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {t(label.labelKey)}
        </span>
        {label.detail && (
          <span className="text-xs text-slate-700">{t(label.detail.key, label.detail.values)}</span>
        )}
      </p>
      {label.lastError && (
        <p className="rounded-lg bg-red-50 px-2.5 py-1.5 text-xs break-words text-red-800 ring-1 ring-red-100">
          <span className="font-semibold">{t('requests.delivery.lastError')}:</span> {label.lastError}
        </p>
      )}
    </div>
  );
}
