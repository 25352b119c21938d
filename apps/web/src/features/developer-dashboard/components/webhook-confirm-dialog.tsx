import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, type TButtonVariant } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface WebhookConfirmDialogProps {
  open: boolean;
  title: string;
  /** What the action does, said before it is done. */
  text: string;
  /** The endpoint's address, so the person sees which one. */
  url: string;
  submitLabel: string;
  submitIcon: ReactNode;
  variant?: TButtonVariant;
  sending: boolean;
  /** Why the last try failed, shown above the buttons. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** '¿Rotar el secreto?', '¿Eliminar este endpoint?': what it does, for which address, then yes or no. */
export function WebhookConfirmDialog({
  open,
  title,
  text,
  url,
  submitLabel,
  submitIcon,
  variant = 'primary',
  sending,
  failure,
  onConfirm,
  onClose,
}: WebhookConfirmDialogProps) {
  const { t } = useTranslation('developer-dashboard');
  const close = () => {
    if (!sending) onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            {t('webhooks.cancel')}
          </Button>
          <Button variant={variant} loading={sending} onClick={onConfirm} icon={submitIcon}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p className="font-mono wrap-anywhere text-slate-900">{url}</p>
        <p>{text}</p>
        {failure && <Alert>{failure}</Alert>}
      </div>
    </Modal>
  );
}
