import { REFUND_LIMITS, ZRefundDecisionBody } from '@vitrina/shared/payments/refund.schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ReasonModal } from '../../../components/ui/reason-modal';
import { refundErrorMessage } from '../../../domain/refund-errors';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/number-format';

interface RefundReasonModalProps<T> {
  subject: T | null;
  title: string;
  label: string;
  placeholder: string;
  rows: number;
  submitLabel: string;
  submitIcon: ReactNode;
  sending: boolean;
  /** The title over the server's refusal. */
  failedTitle: string;
  /** Sends the decision; resolves when it was taken (the modal then closes). */
  send: (subject: T, reason: string) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An admin's refund decision that needs a reason (10 to 1,000 characters): refusing a request, or
 * refunding a sale. A refusal from the server shows under the form; a 400's per-field messages
 * show under the reason; a decision taken meanwhile needs none.
 */
export function RefundReasonModal<T>({
  subject,
  send,
  onClose,
  failedTitle,
  children,
  ...texts
}: RefundReasonModalProps<T>) {
  const { t } = useTranslation('admin');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (reason: string) => {
    if (subject === null) return;
    setFailure(null);
    try {
      await send(subject, reason);
      onClose();
    } catch (error) {
      setFailure(refundErrorMessage(error));
      if (error instanceof ApiError && error.status === 400) throw error;
    }
  };

  return (
    <ReasonModal
      open={subject !== null}
      subject={subject}
      title={texts.title}
      label={texts.label}
      hint={t('refunds.reasonHint', {
        min: formatCount(REFUND_LIMITS.reasonMin),
        max: formatCount(REFUND_LIMITS.reasonMax),
      })}
      placeholder={texts.placeholder}
      required
      rows={texts.rows}
      maxLength={REFUND_LIMITS.reasonMax}
      schema={ZRefundDecisionBody}
      toBody={(reason) => ({ reason })}
      field="reason"
      cancelLabel={t('dashboard.cancel')}
      submitLabel={texts.submitLabel}
      submitIcon={texts.submitIcon}
      sending={texts.sending}
      onSubmit={({ reason }) => submit(reason)}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      below={failure && <Alert title={failedTitle}>{failure}</Alert>}
    >
      {children}
    </ReasonModal>
  );
}
