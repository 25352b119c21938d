import type { TDeveloperBalance } from '@vitrina/shared/payments/ledger.schemas';
import type { TAdminRefundPage, TRefund } from '@vitrina/shared/payments/refund.schemas';

/** The next 0-based page of a refunds answer, while there is one. */
export function nextRefundPage(
  last: Pick<TAdminRefundPage, 'currentPage' | 'totalPages'>,
): number | undefined {
  return last.currentPage + 1 < last.totalPages ? last.currentPage + 1 : undefined;
}

/** What an approval came to, as the admin is told right after it (a key under `refunds.outcome`). */
export type TApprovalOutcome = 'completed' | 'pending' | 'waiting' | 'failed' | 'other';

export function approvalOutcome(refund: Pick<TRefund, 'status'>): TApprovalOutcome {
  switch (refund.status) {
    case 'COMPLETED':
      return 'completed';
    case 'PENDING':
      return 'pending';
    // Approved but the provider has not answered yet: the worker settles it by asking again.
    case 'APPROVED':
      return 'waiting';
    case 'FAILED':
      return 'failed';
    default:
      return 'other';
  }
}

/** Why a developer cannot be paid now, in the order the card explains them. */
export type TPayBlocker = 'merchant' | 'github' | 'inProgress';

export interface TBalanceActions {
  /** The developer is owed money: the card offers 'Pagar {payable}'. */
  payable: boolean;
  /** The developer owes money (a refund after a payout): shown as a debt, never paid. */
  owes: boolean;
  blockers: TPayBlocker[];
}

/** What the payments tab may do with one developer's balance. */
export function balanceActions(
  balance: Pick<
    TDeveloperBalance,
    'payable' | 'balance' | 'paypalMerchantId' | 'githubCheck' | 'payoutInProgress'
  >,
): TBalanceActions {
  const blockers: TPayBlocker[] = [];
  if (!balance.paypalMerchantId) blockers.push('merchant');
  if (balance.githubCheck) blockers.push('github');
  if (balance.payoutInProgress) blockers.push('inProgress');
  return {
    payable: Math.round(balance.payable * 100) > 0,
    owes: Math.round(balance.balance * 100) < 0,
    blockers,
  };
}
