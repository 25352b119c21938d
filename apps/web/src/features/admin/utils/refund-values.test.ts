import { describe, expect, it } from 'vitest';
import { approvalOutcome, balanceActions, nextRefundPage } from './refund-values';

describe('nextRefundPage', () => {
  it('asks for the next page while there is one', () => {
    expect(nextRefundPage({ currentPage: 0, totalPages: 3 })).toBe(1);
    expect(nextRefundPage({ currentPage: 2, totalPages: 3 })).toBeUndefined();
    expect(nextRefundPage({ currentPage: 0, totalPages: 0 })).toBeUndefined();
  });
});

describe('approvalOutcome', () => {
  it('tells the admin what the provider answered', () => {
    expect(approvalOutcome({ status: 'COMPLETED' })).toBe('completed');
    expect(approvalOutcome({ status: 'PENDING' })).toBe('pending');
    expect(approvalOutcome({ status: 'APPROVED' })).toBe('waiting');
    expect(approvalOutcome({ status: 'FAILED' })).toBe('failed');
    expect(approvalOutcome({ status: 'REJECTED' })).toBe('other');
  });
});

describe('balanceActions', () => {
  const ready = {
    payable: 7.2,
    balance: 7.2,
    paypalMerchantId: 'MERCHANT1',
    githubCheck: null,
    payoutInProgress: false,
  };

  it('offers to pay a developer who is owed money and can receive it', () => {
    expect(balanceActions(ready)).toEqual({ payable: true, owes: false, blockers: [] });
  });

  it('says what stops a payout', () => {
    expect(
      balanceActions({ ...ready, paypalMerchantId: null, githubCheck: 'PENDING', payoutInProgress: true })
        .blockers,
    ).toEqual(['merchant', 'github', 'inProgress']);
  });

  it('shows a debt and nothing to pay when the balance is negative', () => {
    expect(balanceActions({ ...ready, payable: 0, balance: -3.5 })).toEqual({
      payable: false,
      owes: true,
      blockers: [],
    });
    expect(balanceActions({ ...ready, payable: 0.001, balance: 0 })).toMatchObject({
      payable: false,
      owes: false,
    });
  });
});
