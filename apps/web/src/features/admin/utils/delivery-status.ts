import type {
  TAdminCustomRequest,
  TMailStatus,
} from '@vitrina/shared/custom-requests/custom-request.schemas';
import { formatSaleDate } from './admin-format';

/** The colour of a delivery: waiting amber, retrying orange, on its way blue, sent green, failed red. */
export type TDeliveryTone = 'waiting' | 'retrying' | 'sending' | 'sent' | 'failed';

/** What the requests tab says about the e-mail to the site owner (keys under requests.delivery). */
export interface TDeliveryLabel {
  status: TMailStatus;
  tone: TDeliveryTone;
  /** 'En cola', 'Enviando', 'Enviado', 'Fallido'. */
  labelKey: `requests.delivery.status.${TMailStatus}`;
  /** The line under the label (when it was sent, the next retry, how many attempts), if any. */
  detail: { key: string; values: Record<string, string | number> } | null;
  /** The provider's last complaint, shown while retrying and after giving up. */
  lastError: string | null;
}

/**
 * The delivery status of a request's e-mail in words: PENDING 'En cola' (with the next retry time
 * once an attempt has failed), SENDING 'Enviando', SENT 'Enviado' with its date, FAILED 'Fallido'
 * with the attempts made and the last error.
 */
export function deliveryLabel(delivery: TAdminCustomRequest['delivery'], language: string): TDeliveryLabel {
  const { status, attempts } = delivery;
  const lastError = delivery.lastError?.trim() || null;
  const labelKey = `requests.delivery.status.${status}` as const;
  switch (status) {
    case 'SENT':
      return {
        status,
        tone: 'sent',
        labelKey,
        detail: delivery.sentAt
          ? { key: 'requests.delivery.sentAt', values: { date: formatSaleDate(delivery.sentAt, language) } }
          : null,
        lastError: null,
      };
    case 'FAILED':
      return {
        status,
        tone: 'failed',
        labelKey,
        detail: { key: 'requests.delivery.failedAfter', values: { count: attempts } },
        lastError,
      };
    case 'SENDING':
      return { status, tone: 'sending', labelKey, detail: null, lastError: null };
    default: {
      if (attempts <= 0) return { status, tone: 'waiting', labelKey, detail: null, lastError: null };
      const next = delivery.nextAttemptAt ? formatSaleDate(delivery.nextAttemptAt, language) : '—';
      return {
        status,
        tone: 'retrying',
        labelKey,
        detail:
          next === '—'
            ? { key: 'requests.delivery.retryPending', values: { count: attempts } }
            : { key: 'requests.delivery.nextRetry', values: { date: next, count: attempts } },
        lastError,
      };
    }
  }
}
