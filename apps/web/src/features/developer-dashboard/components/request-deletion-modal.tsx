import type { TDeveloperProject } from '@vitrina/shared/projects/project.responses';
import { ZDeletionRequest } from '@vitrina/shared/projects/project.schemas';
import { PROJECT_TEXT_LIMITS } from '@vitrina/shared/projects/project-limits';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ReasonModal } from '../../../components/ui/reason-modal';

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
  return (
    <ReasonModal
      open={project !== null}
      subject={project?.id}
      title={t('deletion.title')}
      label={t('deletion.reasonLabel')}
      hint={t('deletion.reasonHint')}
      placeholder={t('deletion.reasonPlaceholder')}
      required
      rows={4}
      maxLength={PROJECT_TEXT_LIMITS.deletionReasonMax}
      schema={ZDeletionRequest}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('deletion.cancel')}
      submitLabel={t('deletion.submit')}
      submitIcon={<Send className="size-4" aria-hidden="true" />}
      sending={sending}
      onSubmit={({ reason }) => onSubmit(reason)}
      onClose={onClose}
      below={failure && <Alert title={t('deletion.error')}>{failure}</Alert>}
    >
      {notice && <Alert tone="info">{notice}</Alert>}
      {project && (
        <p className="text-base wrap-anywhere text-slate-800">{t('deletion.text', { name: project.name })}</p>
      )}
    </ReasonModal>
  );
}
