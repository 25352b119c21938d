import {
  RELEASE_NOTES_MAX,
  type TBuild,
  ZUpdateReleaseNotesBody,
} from '@vitrina/shared/builds/build.schemas';
import Save from 'lucide-react/icons/save';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { withSchemaMessages } from '../../../lib/schema-messages';

/** The server's schema for the notes, its checks worded in the page's language. */
const ZNotes = withSchemaMessages(ZUpdateReleaseNotesBody);

interface ReleaseNotesModalProps {
  build: TBuild | null;
  sending: boolean;
  /** Saves the notes (null removes them); when it rejects, the server's errors show under them. */
  onSave: (releaseNotes: string | null) => Promise<void>;
  onClose: () => void;
}

/** 'Notas de la versión': what changes in a version, editable until it is approved. */
export function ReleaseNotesModal({ build, sending, onSave, onClose }: ReleaseNotesModalProps) {
  const { t } = useTranslation('builds');
  return (
    <ReasonModal
      open={build !== null}
      subject={build?.id ?? null}
      title={t('notesModal.title', { version: build?.version ?? '' })}
      label={t('notesModal.label')}
      hint={t('notesModal.hint', { max: RELEASE_NOTES_MAX })}
      placeholder={t('notesModal.placeholder')}
      initialText={build?.releaseNotes ?? ''}
      rows={8}
      maxLength={RELEASE_NOTES_MAX}
      schema={ZNotes}
      toBody={(releaseNotes) => ({ releaseNotes: releaseNotes.trim() ? releaseNotes : null })}
      field="releaseNotes"
      cancelLabel={t('notesModal.cancel')}
      submitLabel={t('notesModal.submit')}
      submitIcon={<Save className="size-4" aria-hidden="true" />}
      submitVariant="primary"
      sending={sending}
      onSubmit={(body) => onSave(body.releaseNotes)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{t('notesModal.text')}</p>
    </ReasonModal>
  );
}
