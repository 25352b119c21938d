import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminProject } from '@vitrina/shared/dashboards/admin.schemas';
import { ZProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import X from 'lucide-react/icons/x';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useMessageText } from '../../../lib/form-errors';

/** The server's reason field, required here: an admin rejection must say why (spec section 5). */
const ZRejectForm = z.object({
  reason: ZProjectStatusChange.shape.observations.unwrap().min(1, 'project.rejectionReasonRequired'),
});
type TRejectForm = z.infer<typeof ZRejectForm>;

/** The reason's longest length (ZProjectStatusChange). */
const REASON_MAX = 1000;

interface RejectProjectModalProps {
  project: TAdminProject | null;
  sending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 'Rechazar proyecto': the reason the developer will read; the project goes back to draft. */
export function RejectProjectModal({ project, sending, onConfirm, onClose }: RejectProjectModalProps) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const formId = useId();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TRejectForm>({ resolver: zodResolver(ZRejectForm), defaultValues: { reason: '' } });

  // A new project starts with an empty reason.
  useEffect(() => {
    if (project) reset({ reason: '' });
  }, [project, reset]);

  const close = () => {
    if (!sending) onClose();
  };
  const error = messageText(errors.reason?.message);
  const hint = t('projects.rejectModal.hint');
  const length = watch('reason')?.length ?? 0;

  return (
    <Modal
      open={project !== null}
      onClose={close}
      title={t('projects.rejectModal.title')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('dashboard.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={sending}
            icon={<X className="size-4" aria-hidden="true" />}
          >
            {t('projects.rejectModal.submit')}
          </Button>
        </>
      }
    >
      {project && (
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) => onConfirm(values.reason))}
          className="space-y-4"
        >
          <p className="text-sm text-slate-700">
            {t('projects.rejectModal.text', { name: project.name, developer: project.developerName })}
          </p>
          <TextAreaField
            id={fieldId}
            label={t('projects.rejectModal.reason')}
            hint={hint}
            error={error}
            required
            rows={5}
            length={length}
            maxLength={REASON_MAX}
            placeholder={t('projects.rejectModal.placeholder')}
            {...register('reason')}
          />
        </form>
      )}
    </Modal>
  );
}
