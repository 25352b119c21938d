import { isMessageKey, translateMessage } from '@vitrina/shared/i18n/messages';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TPurchaseRefund, TRefund } from '@vitrina/shared/payments/refund.schemas';
import type { TRefundDetail, TRefundRow } from '../../db/repositories/refund.repository';

/**
 * Why the provider refused a refund, in the reader's language: the code's own text
 * (`refund.failure.<CODE>`), or the generic one naming the code.
 */
export function refundFailure(code: string | null, language: string | undefined) {
  if (!code) return null;
  const key = `refund.failure.${code}`;
  return {
    code,
    message: isMessageKey(key)
      ? translateMessage(key, language)
      : translateMessage('refund.failure.generic', language, { code }),
  };
}

/** What the buyer sees of a refund of one of their purchases. */
export function toPurchaseRefund(row: TRefundRow): TPurchaseRefund {
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    reason: row.reason,
    decisionNote: row.decisionNote,
    requestedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** A refund as its app's developer (no buyer e-mail) or an admin sees it. */
export function toRefund(
  detail: TRefundDetail,
  options: { language: string | undefined; forAdmin: boolean },
): TRefund {
  const { refund } = detail;
  return {
    ...toPurchaseRefund(refund),
    saleId: refund.saleId,
    orderId: detail.orderId,
    saleDate: detail.saleDate.toISOString(),
    projectId: refund.projectId,
    projectSlug: detail.projectSlug,
    projectName: detail.projectName,
    developerId: refund.developerId,
    developerName: detail.developerName,
    buyerName: detail.buyerName,
    buyerEmail: options.forAdmin ? detail.buyerEmail : null,
    provider: refund.provider,
    amount: fromCents(refund.amountCents),
    commission: fromCents(refund.commissionCents),
    net: fromCents(refund.netCents),
    developerComment: refund.developerComment,
    developerCommentAt: refund.developerCommentAt?.toISOString() ?? null,
    decidedByName: detail.decidedByName,
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    providerRefundId: refund.providerRefundId,
    failure: refund.status === 'FAILED' ? refundFailure(refund.failureCode, options.language) : null,
    paidOut: detail.payoutStatus === 'PAID',
  };
}
