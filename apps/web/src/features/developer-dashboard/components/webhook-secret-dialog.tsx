import Copy from 'lucide-react/icons/copy';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../lib/toast';
import { formatShortDate } from '../utils/dashboard-format';

/** A signing secret the server answered this once: when the endpoint was added, or its secret rotated. */
export interface TShownSecret {
  kind: 'created' | 'rotated';
  secret: string;
  url: string;
  /** Until when the secret before a rotation still signs. */
  previousUntil: string | null;
}

/**
 * The secret, shown once, whole (it wraps on a phone), with a copy button and the warning that it
 * will not be shown again. Where the browser does not let the page write to the clipboard, the
 * secret is selected so it can be copied by hand (a tap on it selects it all, too).
 */
export function WebhookSecretDialog({ shown, onClose }: { shown: TShownSecret | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('developer-dashboard');
  const language = i18n.resolvedLanguage ?? 'es';
  const text = useRef<HTMLParagraphElement>(null);

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      toast.success(t('webhooks.secret.copied'), { toastId: 'webhook-secret-copied' });
    } catch {
      if (text.current) window.getSelection()?.selectAllChildren(text.current);
      toast.error(t('webhooks.secret.copyFailed'), { toastId: 'webhook-secret-copy-failed' });
    }
  };

  return (
    <Modal
      open={shown !== null}
      onClose={onClose}
      title={
        shown?.kind === 'rotated' ? t('webhooks.secret.rotatedTitle') : t('webhooks.secret.createdTitle')
      }
      size="lg"
      footer={<Button onClick={onClose}>{t('webhooks.secret.done')}</Button>}
    >
      {shown && (
        <div className="space-y-4 text-sm text-slate-700">
          <p className="font-mono wrap-anywhere text-slate-900">{shown.url}</p>
          <Alert tone="info" title={t('webhooks.secret.warning')}>
            {shown.kind === 'rotated'
              ? t('webhooks.secret.rotatedText', {
                  date: formatShortDate(shown.previousUntil, language, true),
                })
              : t('webhooks.secret.createdText')}
          </Alert>
          <div>
            <p className="text-sm font-medium text-slate-800">{t('webhooks.secret.label')}</p>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
              <p
                ref={text}
                className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm wrap-anywhere text-slate-900 select-all"
              >
                {shown.secret}
              </p>
              <Button
                variant="secondary"
                className="shrink-0 whitespace-nowrap"
                onClick={() => void copy()}
                icon={<Copy className="size-4" aria-hidden="true" />}
              >
                {t('webhooks.secret.copy')}
              </Button>
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
