import { ADMIN_LIMITS } from '@vitrina/shared/dashboards/admin-limits';
import { type TAdminRevision, ZRevisionDecision } from '@vitrina/shared/projects/project-revision.schemas';
import Ban from 'lucide-react/icons/ban';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ui/reason-modal';

interface RefuseRevisionModalProps {
  revision: TAdminRevision | null;
  sending: boolean;
  /** Sends the refusal; when it rejects, the server's errors about the reason show under it. */
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}

/** 'Rechazar cambios': the reason the developer will read; the published version stays as it is. */
export function RefuseRevisionModal({ revision, sending, onConfirm, onClose }: RefuseRevisionModalProps) {
  const { t } = useTranslation('admin');
  return (
    <ReasonModal
      open={revision !== null}
      subject={revision}
      title={t('revisions.refuseModal.title')}
      label={t('revisions.refuseModal.reason')}
      hint={t('revisions.refuseModal.hint', {
        min: ADMIN_LIMITS.revisionReasonMin,
        max: ADMIN_LIMITS.revisionReasonMax,
      })}
      placeholder={t('revisions.refuseModal.placeholder')}
      required
      rows={5}
      maxLength={ADMIN_LIMITS.revisionReasonMax}
      schema={ZRevisionDecision}
      toBody={(note) => ({ decision: 'REFUSE', note })}
      field="note"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={t('revisions.refuseModal.submit')}
      submitIcon={<Ban className="size-4" aria-hidden="true" />}
      sending={sending}
      onSubmit={(body) => (body.decision === 'REFUSE' ? onConfirm(body.note) : undefined)}
      onClose={onClose}
    >
      {revision && (
        <p className="text-sm wrap-anywhere text-slate-700">
          {t('revisions.refuseModal.text', { name: revision.projectName, developer: revision.developerName })}
        </p>
      )}
    </ReasonModal>
  );
}
