import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { TPaymentNotice } from '../hooks/use-payment-flow';

/**
 * An error or the 'cancelled' note in the payment modal. Our own messages are keys here; the
 * server's are text already. An app bought earlier gets its link.
 */
export function PaymentNotice({ notice, projectId }: { notice: TPaymentNotice; projectId: string }) {
  const { t } = useTranslation('payments');
  if ('key' in notice) {
    const text = t(`errors.${notice.key}`, notice.values);
    if (notice.tone === 'info') return <Alert tone="info">{text}</Alert>;
    return <Alert title={t('errors.title')}>{text}</Alert>;
  }
  return (
    <Alert tone={notice.alreadyPurchased ? 'info' : 'error'}>
      <p>{notice.text}</p>
      {notice.alreadyPurchased && (
        <Link
          to={`/app/${encodeURIComponent(projectId)}`}
          className="mt-1 inline-flex items-center gap-1 font-semibold underline underline-offset-2"
        >
          {t('modal.openApp')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </Alert>
  );
}
