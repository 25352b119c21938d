import {
  type TAdminDeletionRequest,
  type TDeletionDecision,
  ZDeletionDecision,
} from '@vitrina/shared/dashboards/admin.schemas';
import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import Ban from 'lucide-react/icons/ban';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ui/reason-modal';

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
  const refusing = pending?.decision === 'REFUSE';
  return (
    <ReasonModal
      open={pending !== null}
      subject={pending}
      title={refusing ? t('deletions.modal.refuseTitle') : t('deletions.modal.acceptTitle')}
      label={refusing ? t('deletions.modal.noteRequired') : t('deletions.modal.noteOptional')}
      hint={refusing ? t('deletions.modal.refuseHint') : t('deletions.modal.acceptHint')}
      required={refusing}
      rows={4}
      maxLength={ADMIN_LIMITS.decisionNoteMax}
      schema={ZDeletionDecision}
      toBody={(note) => ({ decision: pending?.decision, note })}
      field="note"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={refusing ? t('deletions.modal.refuseSubmit') : t('deletions.modal.acceptSubmit')}
      submitIcon={
        refusing ? (
          <Ban className="size-4" aria-hidden="true" />
        ) : (
          <Check className="size-4" aria-hidden="true" />
        )
      }
      submitVariant={refusing ? 'primary' : 'danger'}
      sending={sending}
      onSubmit={({ decision, note }) => onConfirm({ decision, note: note || undefined })}
      onClose={onClose}
    >
      {pending && (
        <>
          <p className="text-sm wrap-anywhere text-slate-700">
            {refusing
              ? t('deletions.modal.refuseText', { name: pending.request.projectName })
              : t('deletions.modal.acceptText', { name: pending.request.projectName })}
          </p>
          <blockquote className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200">
            <p className="text-xs font-medium wrap-anywhere text-slate-600">
              {t('deletions.reasonBy', { developer: pending.request.developerName })}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{pending.request.reason}</p>
          </blockquote>
        </>
      )}
    </ReasonModal>
  );
}
