import { zodResolver } from '@hookform/resolvers/zod';
import type { TWebhookEndpoint } from '@vitrina/shared/webhooks/webhook.schemas';
import Save from 'lucide-react/icons/save';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useUpdateWebhookEndpoint } from '../api/webhooks';
import { type TWebhookForm, webhookBody, ZWebhookForm } from '../utils/webhook-form';
import { showWebhookServerErrors, WebhookFormFields } from './webhook-form-fields';

interface EditWebhookDialogProps {
  /** The endpoint to change; give the dialog a key per endpoint so each opens with its own values. */
  endpoint: TWebhookEndpoint;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Editar endpoint': its address (checked again by the server), description and events. */
export function EditWebhookDialog({ endpoint, open, onClose, onSaved }: EditWebhookDialogProps) {
  const { t } = useTranslation('developer-dashboard');
  const formId = useId();
  const update = useUpdateWebhookEndpoint();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TWebhookForm>({
    resolver: zodResolver(ZWebhookForm),
    defaultValues: {
      url: endpoint.url,
      description: endpoint.description ?? '',
      events: [...endpoint.events],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: endpoint.id, ...webhookBody(values) });
      onSaved();
    } catch (error) {
      showWebhookServerErrors(error, setError);
    }
  });

  const close = () => {
    if (!update.isPending) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('webhooks.edit.title')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            {t('webhooks.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={update.isPending}
            icon={<Save className="size-4" aria-hidden="true" />}
          >
            {t('webhooks.edit.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
        <WebhookFormFields register={register} errors={errors} />
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
