import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { TWebhookDelivery } from '@vitrina/shared/webhooks/webhook.schemas';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatCount } from '../../../lib/number-format';
import { useWebhookDeliveries } from '../api/webhooks';
import { formatShortDate } from '../utils/dashboard-format';
import { deliveryProblem, deliveryState, type TDeliveryState } from '../utils/webhook-form';

export const DELIVERY_TONES: Record<TDeliveryState, string> = {
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  retrying: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  pending: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The name of an event type ('Venta completada'), or the type itself when it is not one we name. */
export function useEventName() {
  const { t, i18n } = useTranslation('developer-dashboard');
  return (type: string) =>
    i18n.exists(`webhooks.events.${type}`, { ns: 'developer-dashboard' })
      ? t(`webhooks.events.${type}`)
      : type;
}

/** One delivery: its event, how it stands, when, the answer's code and its first 1 KB, or why none came. */
function DeliveryItem({ delivery }: { delivery: TWebhookDelivery }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const eventName = useEventName();
  const state = deliveryState(delivery);
  const problem = deliveryProblem(delivery.error);
  const date = (iso: string | null) => formatShortDate(iso, language, true);
  return (
    <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{eventName(delivery.eventType)}</p>
          <p className="font-mono text-xs wrap-anywhere text-slate-600">
            <span className="sr-only">{t('webhooks.log.eventId')}: </span>
            {delivery.eventId}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${DELIVERY_TONES[state]}`}>
          {t(`webhooks.log.states.${state}`)}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('webhooks.log.time')}</dt>
          <dd className="font-medium text-slate-900">{date(delivery.lastAttemptAt ?? delivery.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('webhooks.log.response')}</dt>
          <dd className="font-medium text-slate-900">{delivery.responseStatus ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('webhooks.log.attempts')}</dt>
          <dd className="font-medium text-slate-900">{formatCount(delivery.attempts, language)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('webhooks.log.nextRetry')}</dt>
          <dd className="font-medium text-slate-900">{date(delivery.nextAttemptAt)}</dd>
        </div>
      </dl>
      {problem && (
        <p className="mt-3 text-sm wrap-anywhere text-red-800">
          {problem.kind === 'timeout' && t('webhooks.log.timeout')}
          {problem.kind === 'refused' && translateMessage(problem.messageKey, language)}
          {problem.kind === 'network' && t('webhooks.log.network', { detail: problem.detail })}
        </p>
      )}
      {delivery.responseExcerpt !== null && (
        <div className="mt-3">
          <p className="text-sm text-slate-600">{t('webhooks.log.body')}</p>
          <pre className="mt-1 max-h-48 overflow-y-auto rounded-lg bg-white p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere text-slate-800 ring-1 ring-slate-200">
            {delivery.responseExcerpt || t('webhooks.log.noBody')}
          </pre>
        </div>
      )}
    </li>
  );
}

/** 'Registro de entregas': an endpoint's deliveries, newest first, ten more at a time. */
export function WebhookDeliveryLog({ endpointId, titleId }: { endpointId: string; titleId: string }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const log = useWebhookDeliveries(endpointId);

  if (log.isPending) return <Spinner label={t('webhooks.log.loading')} className="text-indigo-600" />;
  if (log.isError && !log.data)
    return (
      <div className="space-y-3">
        <Alert title={t('webhooks.log.error')}>{getErrorMessage(log.error)}</Alert>
        <Button
          variant="secondary"
          size="sm"
          loading={log.isFetching}
          onClick={() => void log.refetch()}
          icon={<RefreshCw className="size-4" aria-hidden="true" />}
        >
          {t('retry')}
        </Button>
      </div>
    );
  const deliveries = log.data.pages.flatMap((page) => page.deliveries);
  const total = log.data.pages[0]?.totalElements ?? 0;
  if (deliveries.length === 0) return <p className="text-sm text-slate-600">{t('webhooks.log.empty')}</p>;
  return (
    <div className="space-y-3">
      <ol aria-labelledby={titleId} className="space-y-3">
        {deliveries.map((delivery) => (
          <DeliveryItem key={delivery.id} delivery={delivery} />
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-600">
          {t('webhooks.log.count', {
            shown: formatCount(deliveries.length, language),
            total: formatCount(total, language),
          })}
        </p>
        {log.hasNextPage && (
          <Button
            variant="secondary"
            size="sm"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {t('webhooks.log.more')}
          </Button>
        )}
        {log.isFetchNextPageError && (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(log.error)}
          </p>
        )}
      </div>
    </div>
  );
}
