import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@vitrina/shared/webhooks/webhook.schemas';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form-errors';
import { type TWebhookForm, webhookField } from '../utils/webhook-form';

interface WebhookFormFieldsProps {
  register: UseFormRegister<TWebhookForm>;
  errors: FieldErrors<TWebhookForm>;
}

/** The address, a description and the events: the same fields to add an endpoint or change one. */
export function WebhookFormFields({ register, errors }: WebhookFormFieldsProps) {
  const { t } = useTranslation('developer-dashboard');
  const messageText = useMessageText();
  const legendId = useId();
  const eventsError = messageText(errors.events?.message ?? errors.events?.root?.message);
  return (
    <div className="space-y-5">
      <TextField
        label={t('webhooks.fields.url')}
        hint={t('webhooks.fields.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('webhooks.fields.urlPlaceholder')}
        maxLength={WEBHOOK_LIMITS.urlMax}
        required
        error={messageText(errors.url?.message)}
        {...register('url')}
      />
      <TextField
        label={t('webhooks.fields.description')}
        hint={t('webhooks.fields.descriptionHint')}
        autoComplete="off"
        maxLength={WEBHOOK_LIMITS.descriptionMax}
        error={messageText(errors.description?.message)}
        {...register('description')}
      />
      <fieldset
        className="min-w-0 space-y-3"
        aria-labelledby={legendId}
        aria-describedby={eventsError ? `${legendId}-error` : undefined}
      >
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('webhooks.fields.events')}
          <span className="ml-1 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              value={type}
              label={t(`webhooks.events.${type}`)}
              hint={<code className="font-mono">{type}</code>}
              aria-invalid={eventsError ? true : undefined}
              {...register('events')}
            />
          ))}
        </div>
        {eventsError && (
          <p id={`${legendId}-error`} className="text-sm font-medium text-red-700">
            {eventsError}
          </p>
        )}
      </fieldset>
    </div>
  );
}

/**
 * Puts the server's refusal where it belongs: a field's message (an address refused, an event)
 * under that field, anything else (the limit of endpoints reached) above the button.
 */
export function showWebhookServerErrors(error: unknown, setError: UseFormSetError<TWebhookForm>): void {
  const details = error instanceof ApiError ? error.details : [];
  let placed = false;
  for (const detail of details) {
    const field = webhookField(detail.field);
    if (field) {
      setError(field, { type: 'server', message: detail.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  if (!placed) setError('root', { type: 'server', message: getErrorMessage(error) });
}
