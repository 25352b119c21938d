import { zodResolver } from '@hookform/resolvers/zod';
import type { TWebhookEndpointWithSecret } from '@vitrina/shared/webhooks/webhook.schemas';
import Plus from 'lucide-react/icons/plus';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCreateWebhookEndpoint } from '../api/webhooks';
import { type TWebhookForm, webhookBody, ZWebhookForm } from '../utils/webhook-form';
import { showWebhookServerErrors, WebhookFormFields } from './webhook-form-fields';

/** 'Añadir endpoint': an address, what it is for, and the events it gets; the secret comes back once. */
export function NewWebhookForm({ onCreated }: { onCreated: (made: TWebhookEndpointWithSecret) => void }) {
  const { t } = useTranslation('developer-dashboard');
  const create = useCreateWebhookEndpoint();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TWebhookForm>({
    resolver: zodResolver(ZWebhookForm),
    defaultValues: { url: '', description: '', events: [] },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const made = await create.mutateAsync(webhookBody(values));
      reset();
      onCreated(made);
    } catch (error) {
      showWebhookServerErrors(error, setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <WebhookFormFields register={register} errors={errors} />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" loading={create.isPending} icon={<Plus className="size-4" aria-hidden="true" />}>
        {t('webhooks.form.submit')}
      </Button>
    </form>
  );
}
