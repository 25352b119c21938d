import { BUILD_REVIEW_NOTE_MAX, type TBuild, ZWithdrawBuildBody } from '@vitrina/shared/builds/build.schemas';
import ShieldX from 'lucide-react/icons/shield-x';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { withSchemaMessages } from '../../../lib/schema-messages';

/** The server's schema for the reason, its checks worded in the page's language. */
const ZReason = withSchemaMessages(ZWithdrawBuildBody);
/** The shortest reason the server takes. */
const REASON_MIN = ZWithdrawBuildBody.shape.reason.minLength ?? 1;

interface WithdrawBuildModalProps {
  build: TBuild | null;
  sending: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** An admin's 'Retirar versión': what it does, and the reason the developer will read. */
export function WithdrawBuildModal({ build, sending, onConfirm, onClose }: WithdrawBuildModalProps) {
  const { t } = useTranslation('builds');
  return (
    <ReasonModal
      open={build !== null}
      subject={build?.id ?? null}
      title={t('withdrawModal.title', { version: build?.version ?? '' })}
      label={t('withdrawModal.label')}
      hint={t('withdrawModal.hint', { min: REASON_MIN, max: BUILD_REVIEW_NOTE_MAX })}
      placeholder={t('withdrawModal.placeholder')}
      required
      rows={4}
      maxLength={BUILD_REVIEW_NOTE_MAX}
      schema={ZReason}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('withdrawModal.cancel')}
      submitLabel={t('withdrawModal.submit')}
      submitIcon={<ShieldX className="size-4" aria-hidden="true" />}
      sending={sending}
      onSubmit={(body) => onConfirm(body.reason)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">{t('withdrawModal.text')}</p>
    </ReasonModal>
  );
}
