import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TAdminDeletionRequest,
  type TDeletionDecision,
  ZDeletionDecision,
} from '@vitrina/shared/dashboards/admin.schemas';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useMessageText } from '../../../lib/form-errors';

type TDecisionInput = z.input<typeof ZDeletionDecision>;

/** The note's longest length (ZDeletionDecision). */
const NOTE_MAX = 1000;

export interface TPendingDecision {
  request: TAdminDeletionRequest;
  decision: TDeletionDecision['decision'];
}

interface DeletionDecisionModalProps {
  pending: TPendingDecision | null;
  sending: boolean;
  onConfirm: (decision: TDeletionDecision) => void;
  onClose: () => void;
}

/**
 * Settles a deletion request. Accepting suspends the project (the note is optional); refusing
 * keeps it and needs a note for the developer (the shared schema's rule).
 */
export function DeletionDecisionModal({ pending, sending, onConfirm, onClose }: DeletionDecisionModalProps) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const formId = useId();
  const noteId = useId();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<TDecisionInput, unknown, TDeletionDecision>({
    resolver: zodResolver(ZDeletionDecision),
    defaultValues: { decision: 'ACCEPT', note: '' },
  });

  useEffect(() => {
    if (pending) reset({ decision: pending.decision, note: '' });
  }, [pending, reset]);

  const refusing = pending?.decision === 'REFUSE';
  const close = () => {
    if (!sending) onClose();
  };
  const error = messageText(errors.note?.message);
  const hint = refusing ? t('deletions.modal.refuseHint') : t('deletions.modal.acceptHint');
  const length = watch('note')?.length ?? 0;

  return (
    <Modal
      open={pending !== null}
      onClose={close}
      title={refusing ? t('deletions.modal.refuseTitle') : t('deletions.modal.acceptTitle')}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('dashboard.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={refusing ? 'primary' : 'danger'}
            loading={sending}
            icon={
              refusing ? (
                <Ban className="size-4" aria-hidden="true" />
              ) : (
                <Check className="size-4" aria-hidden="true" />
              )
            }
          >
            {refusing ? t('deletions.modal.refuseSubmit') : t('deletions.modal.acceptSubmit')}
          </Button>
        </>
      }
    >
      {pending && (
        <form
          id={formId}
          noValidate
          onSubmit={handleSubmit((values) =>
            onConfirm({ decision: values.decision, note: values.note ? values.note : undefined }),
          )}
          className="space-y-4"
        >
          <p className="text-sm text-slate-700">
            {refusing
              ? t('deletions.modal.refuseText', { name: pending.request.projectName })
              : t('deletions.modal.acceptText', { name: pending.request.projectName })}
          </p>
          <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200">
            <p className="text-xs font-medium text-slate-600">
              {t('deletions.reasonBy', { developer: pending.request.developerName })}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{pending.request.reason}</p>
          </blockquote>
          <input type="hidden" {...register('decision')} />
          <TextAreaField
            id={noteId}
            label={refusing ? t('deletions.modal.noteRequired') : t('deletions.modal.noteOptional')}
            hint={hint}
            error={error}
            required={refusing}
            rows={4}
            length={length}
            maxLength={NOTE_MAX}
            {...register('note')}
          />
        </form>
      )}
    </Modal>
  );
}
