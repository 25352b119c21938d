import type { TWebhookEndpointWithSecret } from '@vitrina/shared/webhooks/webhook.schemas';
import Webhook from 'lucide-react/icons/webhook';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageSpinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/number-format';
import { useWebhookEndpoints } from '../api/webhooks';
import { NewWebhookForm } from './new-webhook-form';
import { TabError } from './tab-error';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { type TShownSecret, WebhookSecretDialog } from './webhook-secret-dialog';

/**
 * 'Webhooks': what is sent and how it is signed, a form for a new endpoint (its secret shown once),
 * and each endpoint with its actions and its delivery log.
 */
export function WebhooksTab() {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const endpoints = useWebhookEndpoints();
  const [shown, setShown] = useState<TShownSecret | null>(null);
  const [note, setNote] = useState('');

  const created = ({ endpoint, secret }: TWebhookEndpointWithSecret) => {
    setNote(t('webhooks.created', { url: endpoint.url }));
    setShown({ kind: 'created', secret, url: endpoint.url, previousUntil: null });
  };

  let body: ReactNode;
  if (endpoints.isPending) body = <PageSpinner label={t('webhooks.loading')} />;
  else if (endpoints.isError && !endpoints.data)
    body = (
      <TabError
        error={endpoints.error}
        onRetry={() => void endpoints.refetch()}
        retrying={endpoints.isFetching}
      />
    );
  else if (endpoints.data.endpoints.length === 0)
    body = (
      <EmptyState
        as="h3"
        icon={<Webhook className="size-8" aria-hidden="true" />}
        title={t('webhooks.empty.title')}
      >
        <p>{t('webhooks.empty.text')}</p>
      </EmptyState>
    );
  else
    body = (
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">
          {t('webhooks.listTitle', {
            count: endpoints.data.endpoints.length,
            shown: formatCount(endpoints.data.endpoints.length, language),
            limit: formatCount(endpoints.data.limit, language),
          })}
        </h3>
        <ul className="space-y-4">
          {endpoints.data.endpoints.map((endpoint) => (
            <WebhookEndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onSecret={setShown}
              onDeleted={(url) => setNote(t('webhooks.deleted', { url }))}
            />
          ))}
        </ul>
      </div>
    );

  return (
    <section aria-labelledby="developer-webhooks-title" className="space-y-8">
      <div>
        <h2 id="developer-webhooks-title" className="text-xl font-semibold text-slate-900">
          {t('webhooks.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('webhooks.description')}</p>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="webhooks.signature"
            components={{ code: <code className="rounded bg-slate-100 px-1 font-mono text-slate-800" /> }}
          />
        </p>
      </div>
      <Card className="p-5 sm:p-6">
        <h3 className="mb-4 text-lg font-semibold text-slate-900">{t('webhooks.form.title')}</h3>
        <NewWebhookForm onCreated={created} />
      </Card>
      <div className="space-y-3">
        <p role="status" className="text-sm font-medium text-emerald-800">
          {note}
        </p>
        {body}
      </div>
      <WebhookSecretDialog shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
