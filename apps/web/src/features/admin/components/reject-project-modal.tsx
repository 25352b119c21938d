import type { TAdminProject } from '@vitrina/shared/dashboards/admin.schemas';
import { ZProjectStatusChange } from '@vitrina/shared/projects/project.schemas';
import { PROJECT_TEXT_LIMITS } from '@vitrina/shared/projects/project-limits';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ReasonModal } from '../../../components/ui/reason-modal';

/** The server's reason field, required here: an admin rejection must tell the developer why. */
const ZRejection = z.object({
  reason: ZProjectStatusChange.shape.observations.unwrap().min(1, 'project.rejectionReasonRequired'),
});

interface RejectProjectModalProps {
  project: TAdminProject | null;
  sending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** 'Rechazar proyecto': the reason the developer will read; the project goes back to draft. */
export function RejectProjectModal({ project, sending, onConfirm, onClose }: RejectProjectModalProps) {
  const { t } = useTranslation('admin');
  return (
    <ReasonModal
      open={project !== null}
      subject={project}
      title={t('projects.rejectModal.title')}
      label={t('projects.rejectModal.reason')}
      hint={t('projects.rejectModal.hint')}
      placeholder={t('projects.rejectModal.placeholder')}
      required
      rows={5}
      maxLength={PROJECT_TEXT_LIMITS.reviewNoteMax}
      schema={ZRejection}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={t('projects.rejectModal.submit')}
      submitIcon={<X className="size-4" aria-hidden="true" />}
      sending={sending}
      onSubmit={({ reason }) => onConfirm(reason)}
      onClose={onClose}
    >
      {project && (
        <p className="text-sm wrap-anywhere text-slate-700">
          {t('projects.rejectModal.text', { name: project.name, developer: project.developerName })}
        </p>
      )}
    </ReasonModal>
  );
}
