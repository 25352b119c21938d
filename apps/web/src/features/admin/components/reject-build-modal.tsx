import {
  BUILD_REVIEW_NOTE_MAX,
  type TPendingBuild,
  ZRejectBuildBody,
} from '@vitrina/shared/builds/build.schemas';
import Ban from 'lucide-react/icons/ban';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { withSchemaMessages } from '../../../lib/schema-messages';

/** The server's schema for the note, its checks worded in the page's language. */
const ZRejectNote = withSchemaMessages(ZRejectBuildBody);
/** The shortest note the server takes. */
const NOTE_MIN = ZRejectBuildBody.shape.note.minLength ?? 1;

interface RejectBuildModalProps {
  build: TPendingBuild | null;
  sending: boolean;
  /** Sends the rejection; when it rejects, the server's errors about the note show under it. */
  onConfirm: (note: string) => Promise<void>;
  onClose: () => void;
}

/** 'Rechazar versión': the note the developer will read; the app keeps the version it serves now. */
export function RejectBuildModal({ build, sending, onConfirm, onClose }: RejectBuildModalProps) {
  const { t } = useTranslation('admin');
  return (
    <ReasonModal
      open={build !== null}
      subject={build}
      title={t('builds.rejectModal.title')}
      label={t('builds.rejectModal.note')}
      hint={t('builds.rejectModal.hint', { min: NOTE_MIN, max: BUILD_REVIEW_NOTE_MAX })}
      placeholder={t('builds.rejectModal.placeholder')}
      required
      rows={5}
      maxLength={BUILD_REVIEW_NOTE_MAX}
      schema={ZRejectNote}
      toBody={(note) => ({ note })}
      field="note"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={t('builds.rejectModal.submit')}
      submitIcon={<Ban className="size-4" aria-hidden="true" />}
      sending={sending}
      onSubmit={(body) => onConfirm(body.note)}
      onClose={onClose}
    >
      {build && (
        <p className="text-sm wrap-anywhere text-slate-700">
          {t('builds.rejectModal.text', {
            name: build.projectName,
            version: build.version,
            developer: build.developerName,
          })}
        </p>
      )}
    </ReasonModal>
  );
}
