import { zodResolver } from '@hookform/resolvers/zod';
import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { ZDeletionRequest } from '@vitrina/shared/projects/project.schemas';
import Send from 'lucide-react/icons/send';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { applyServerFieldErrors, useMessageText } from '../../../lib/form-errors';

type TReasonInput = z.input<typeof ZDeletionRequest>;
type TReasonOutput = z.output<typeof ZDeletionRequest>;

const REASON_MAX = 1000;

interface RequestDeletionModalProps {
  project: TDeveloperProject | null;
  sending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  failure: string | null;
  /** Why this dialog opened instead of the suspend one (the server asked for a request). */
  notice: string | null;
  /** Resolves when sent; rejects with the server's answer (field errors go under the field). */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** 'Solicitar eliminación': a paid or sold project needs an admin's decision, with a required reason. */
export function RequestDeletionModal({
  project,
  sending,
  failure,
  notice,
  onSubmit,
  onClose,
}: RequestDeletionModalProps) {
  const { t } = useTranslation('developer-dashboard');
  const messageText = useMessageText();
  const formId = useId();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<TReasonInput, unknown, TReasonOutput>({
    resolver: zodResolver(ZDeletionRequest),
    defaultValues: { reason: '' },
  });
  const projectId = project?.id;

  // Every project starts with an empty reason.
  useEffect(() => {
    if (projectId) reset({ reason: '' });
  }, [projectId, reset]);

  const close = () => {
    if (!sending) onClose();
  };

  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onSubmit(reason);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['reason']);
    }
  });

  const error = messageText(errors.reason?.message);
  const length = watch('reason')?.length ?? 0;
  return (
    <Modal
      open={project !== null}
      onClose={close}
      title={t('deletion.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('deletion.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={sending}
            icon={<Send className="size-4" aria-hidden="true" />}
          >
            {t('deletion.submit')}
          </Button>
        </>
      }
    >
      {project && (
        <form id={formId} onSubmit={submit} noValidate className="space-y-4 text-sm">
          {notice && <Alert tone="info">{notice}</Alert>}
          <p className="text-base text-slate-800">{t('deletion.text', { name: project.name })}</p>
          <TextAreaField
            id={fieldId}
            label={t('deletion.reasonLabel')}
            hint={t('deletion.reasonHint')}
            error={error}
            required
            rows={4}
            length={length}
            maxLength={REASON_MAX}
            placeholder={t('deletion.reasonPlaceholder')}
            {...register('reason')}
          />
          {failure && <Alert title={t('deletion.error')}>{failure}</Alert>}
        </form>
      )}
    </Modal>
  );
}
