import type { TWebhookEndpoint } from '@vitrina/shared/webhooks/webhook.schemas';
import ChevronDown from 'lucide-react/icons/chevron-down';
import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import Send from 'lucide-react/icons/send';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { getErrorMessage } from '../../../lib/api-client';
import {
  useDeleteWebhookEndpoint,
  useResumeWebhookEndpoint,
  useRotateWebhookSecret,
  useSendWebhookTest,
} from '../api/webhooks';
import { formatShortDate } from '../utils/dashboard-format';
import { lastDeliveryState } from '../utils/webhook-form';
import { EditWebhookDialog } from './edit-webhook-dialog';
import { WebhookConfirmDialog } from './webhook-confirm-dialog';
import { DELIVERY_TONES, useEventName, WebhookDeliveryLog } from './webhook-delivery-log';
import type { TShownSecret } from './webhook-secret-dialog';

const STATUS_TONES: Record<TWebhookEndpoint['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-900 ring-amber-200',
};

type TDialog = 'edit' | 'rotate' | 'delete' | null;
type TNote = 'testQueued' | 'resumed' | 'saved' | null;

interface WebhookEndpointCardProps {
  endpoint: TWebhookEndpoint;
  onSecret: (shown: TShownSecret) => void;
  /** Said once the endpoint is gone (its card goes with it). */
  onDeleted: (url: string) => void;
}

/**
 * One endpoint: its address, what it is for, its events, whether it is active (or paused, why and
 * since when), its last delivery; its actions (edit, test event, rotate the secret, resume,
 * delete) and its delivery log, opened on demand.
 */
export function WebhookEndpointCard({ endpoint, onSecret, onDeleted }: WebhookEndpointCardProps) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const eventName = useEventName();
  const date = (iso: string | null) => formatShortDate(iso, language, true);
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [note, setNote] = useState<TNote>(null);
  const test = useSendWebhookTest();
  const resume = useResumeWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const failed = [test, resume].find((action) => action.isError);
  const paused = endpoint.status === 'paused';
  const last = endpoint.lastDelivery;

  const sendTest = () => {
    setNote(null);
    test.mutate(endpoint.id, {
      onSuccess: () => {
        setNote('testQueued');
        // The log shows the test on its way, then how it went.
        setLogOpen(true);
      },
    });
  };
  const confirmRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (made) => {
        setDialog(null);
        onSecret({
          kind: 'rotated',
          secret: made.secret,
          url: made.endpoint.url,
          previousUntil: made.endpoint.previousSecretExpiresAt,
        });
      },
    });
  // Awaited rather than a callback of mutate: the card is gone (the list refreshed) before that would run.
  const deleteEndpoint = () =>
    void remove.mutateAsync(endpoint.id).then(
      () => onDeleted(endpoint.url),
      // The dialog stays open and says why (remove.error).
      () => undefined,
    );
  const openDialog = (next: TDialog) => {
    rotate.reset();
    remove.reset();
    setDialog(next);
  };

  return (
    <li>
      <Card className="p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-mono text-base font-semibold wrap-anywhere text-slate-900">{endpoint.url}</p>
            {endpoint.description && (
              <p className="mt-1 text-sm wrap-anywhere text-slate-700">{endpoint.description}</p>
            )}
          </div>
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${STATUS_TONES[endpoint.status]}`}
          >
            {t(`webhooks.status.${endpoint.status}`)}
          </span>
        </div>
        {paused && (
          <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('webhooks.pausedSince', { date: date(endpoint.pausedAt) })}
          </p>
        )}
        {!paused && endpoint.failingSince && (
          <p className="mt-3 text-sm text-red-800">
            {t('webhooks.failingSince', { date: date(endpoint.failingSince) })}
          </p>
        )}
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-slate-600">{t('webhooks.fields.events')}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {endpoint.events.map((type) => (
                <span
                  key={type}
                  className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800"
                >
                  {eventName(type)}
                </span>
              ))}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-600">{t('webhooks.lastDelivery')}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-900">
              {last ? (
                <>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${DELIVERY_TONES[lastDeliveryState(last)]}`}
                  >
                    {t(`webhooks.log.states.${lastDeliveryState(last)}`)}
                  </span>
                  <span>
                    {eventName(last.eventType)} · {date(last.at)}
                    {last.responseStatus !== null &&
                      ` · ${t('webhooks.responseCode', { code: last.responseStatus })}`}
                  </span>
                </>
              ) : (
                t('webhooks.noDelivery')
              )}
            </dd>
          </div>
        </dl>
        {endpoint.previousSecretExpiresAt && (
          <p className="mt-3 text-sm text-slate-600">
            {t('webhooks.previousSecret', { date: date(endpoint.previousSecretExpiresAt) })}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={test.isPending}
            onClick={sendTest}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            {t('webhooks.actions.test')}
          </Button>
          {paused && (
            <Button
              size="sm"
              loading={resume.isPending}
              onClick={() => resume.mutate(endpoint.id, { onSuccess: () => setNote('resumed') })}
              icon={<Play className="size-4" aria-hidden="true" />}
            >
              {t('webhooks.actions.resume')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => openDialog('edit')}
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            {t('webhooks.actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => openDialog('rotate')}
            icon={<KeyRound className="size-4" aria-hidden="true" />}
          >
            {t('webhooks.actions.rotate')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => openDialog('delete')}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            {t('webhooks.actions.delete')}
          </Button>
        </div>
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          {note ? t(`webhooks.notes.${note}`) : ''}
        </p>
        {failed && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {getErrorMessage(failed.error)}
          </p>
        )}
        <div className="mt-4 border-t border-slate-200 pt-3">
          <button
            type="button"
            aria-expanded={logOpen}
            aria-controls={logId}
            onClick={() => setLogOpen((open) => !open)}
            className="flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-indigo-700 hover:text-indigo-900"
          >
            <ChevronDown
              className={cn('size-4 transition-transform', logOpen && 'rotate-180')}
              aria-hidden="true"
            />
            <span id={`${logId}-title`}>{t('webhooks.log.title')}</span>
          </button>
          <div id={logId} hidden={!logOpen} className="mt-2">
            {logOpen && <WebhookDeliveryLog endpointId={endpoint.id} titleId={`${logId}-title`} />}
          </div>
        </div>
      </Card>
      <EditWebhookDialog
        key={`${endpoint.id}-${endpoint.updatedAt}`}
        endpoint={endpoint}
        open={dialog === 'edit'}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          setNote('saved');
        }}
      />
      <WebhookConfirmDialog
        open={dialog === 'rotate'}
        title={t('webhooks.rotate.title')}
        text={t('webhooks.rotate.text')}
        url={endpoint.url}
        submitLabel={t('webhooks.actions.rotate')}
        submitIcon={<KeyRound className="size-4" aria-hidden="true" />}
        sending={rotate.isPending}
        failure={rotate.isError ? getErrorMessage(rotate.error) : null}
        onConfirm={confirmRotate}
        onClose={() => setDialog(null)}
      />
      <WebhookConfirmDialog
        open={dialog === 'delete'}
        title={t('webhooks.delete.title')}
        text={t('webhooks.delete.text')}
        url={endpoint.url}
        submitLabel={t('webhooks.delete.submit')}
        submitIcon={<Trash2 className="size-4" aria-hidden="true" />}
        variant="danger"
        sending={remove.isPending}
        failure={remove.isError ? getErrorMessage(remove.error) : null}
        onConfirm={deleteEndpoint}
        onClose={() => setDialog(null)}
      />
    </li>
  );
}
