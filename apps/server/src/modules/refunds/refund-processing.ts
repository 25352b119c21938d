import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createRefundRepository, type TRefundRow } from '../../db/repositories/refund.repository';
import {
  PaymentProviderError,
  type TPaymentErrorKind,
  type TRefundState,
} from '../../integrations/payments/payment-provider';
import type { TNotifications } from '../notifications';
import { completeRefund } from './refund-completion';

/** A claim older than this belongs to a process that stopped: the worker takes the refund over. */
export const REFUND_CLAIM_LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;

/**
 * How long the provider is asked about a refund it has not settled (no answer, or PENDING): 7 days
 * from the admin's decision (or from an admin's "retry now"). Past it the refund is no longer
 * asked about: it needs attention and waits in the admin's system tab.
 */
export const REFUND_SETTLE_BOUND_MS = 7 * 24 * 60 * 60_000;

/** Whether the refund has been asked about for longer than the bound. */
const pastBound = (refund: TRefundRow, now: Date) =>
  now.getTime() - (refund.checksSince ?? refund.decidedAt ?? refund.createdAt).getTime() >
  REFUND_SETTLE_BOUND_MS;

/** When to ask again after `attempts` calls: 30 s, doubling, at most an hour. */
export const refundRetryDelayMs = (attempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

/** Provider errors after which nothing is known (no answer, or the provider's own trouble): ask again later. */
const UNANSWERED: readonly TPaymentErrorKind[] = ['unavailable', 'unknown'];
/** A failure code for a provider refusal that named no issue of its own. */
const KIND_CODES: Record<TPaymentErrorKind, string> = {
  invalid_request: 'INVALID_REQUEST',
  authentication: 'AUTHENTICATION_FAILURE',
  permission: 'PERMISSION_DENIED',
  declined: 'TRANSACTION_REFUSED',
  unavailable: 'UNAVAILABLE',
  unknown: 'UNKNOWN',
};

type TLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
};

/**
 * The provider's side of a refund, for a caller that holds its claim (the admin who approved it,
 * or the worker): the refund call (its request id is the refund's id, so a repeated call never
 * refunds twice) and what its answer settles. COMPLETED completes it; PENDING leaves it to the
 * worker; a refusal fails it; no answer leaves it APPROVED for the worker, which asks the
 * provider before calling again.
 */
export function createRefundProcessing(
  deps: TAppDeps,
  log: TLog,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock, payments: provider } = deps;
  const repo = createRefundRepository(db);
  const payments = createPaymentRepository(db);

  /** The provider's order and capture of the refund's sale. */
  async function captureOf(refund: TRefundRow) {
    const row = await payments.captureOfSale(refund.saleId);
    if (!row?.captureId) throw new Error(`Sale ${refund.saleId} of refund ${refund.id} has no capture`);
    return { orderId: row.orderId, captureId: row.captureId };
  }

  /** Stops asking about a refund past the bound: it waits for an admin (audited). */
  async function setAside(refund: TRefundRow, values: Partial<TRefundRow>, reason: unknown) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await createRefundRepository(tx).updateUnderWay(
        refund.id,
        { ...values, claimedAt: null, nextCheckAt: null, needsAttentionAt: now },
        now,
      );
      if (!row) return;
      await writeAudit(tx, {
        actorId: null,
        action: 'refund.needs_attention',
        entityType: 'refund',
        entityId: refund.id,
        data: { saleId: refund.saleId, status: row.status, attempts: refund.attempts },
      });
    });
    log.warn({ refundId: refund.id, err: reason }, 'refund not settled within the bound: needs attention');
  }

  /** Leaves the refund for the worker to settle later (its claim released), or sets it aside past the bound. */
  async function retryLater(refund: TRefundRow, reason: unknown) {
    if (pastBound(refund, clock.now())) return setAside(refund, {}, reason);
    const delay = refundRetryDelayMs(refund.attempts);
    log.warn({ refundId: refund.id, err: reason, retryInMs: delay }, 'refund not settled: asked again later');
    await repo.updateUnderWay(
      refund.id,
      { claimedAt: null, nextCheckAt: new Date(clock.now().getTime() + delay) },
      clock.now(),
    );
  }

  async function fail(refund: TRefundRow, code: string, providerRefundId: string | null = null) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const failed = await createRefundRepository(tx).updateUnderWay(
        refund.id,
        {
          status: 'FAILED',
          failureCode: code,
          providerRefundId: providerRefundId ?? refund.providerRefundId,
          claimedAt: null,
          nextCheckAt: null,
        },
        now,
      );
      if (!failed) return;
      await writeAudit(tx, {
        actorId: refund.decidedBy,
        action: 'refund.failed',
        entityType: 'refund',
        entityId: refund.id,
        data: { saleId: refund.saleId, failureCode: code, provider: refund.provider },
      });
    });
    log.warn({ refundId: refund.id, failureCode: code }, 'refund refused by the provider');
  }

  /** Settles the refund by the provider's word about it. */
  async function adopt(refund: TRefundRow, state: TRefundState) {
    if (state.status === 'COMPLETED') {
      const completed = await completeRefund(db, {
        refundId: refund.id,
        providerRefundId: state.refundId,
        now: clock.now(),
        notifications,
      });
      if (completed) {
        log.info({ refundId: refund.id, saleId: refund.saleId }, 'refund completed');
        // Ratings and sales figures changed outside a request: every process drops what it derived.
        deps.changes.publish('public');
      }
      return;
    }
    if (state.status === 'PENDING') {
      if (pastBound(refund, clock.now())) {
        return setAside(refund, { status: 'PENDING', providerRefundId: state.refundId }, 'PENDING');
      }
      const delay = refundRetryDelayMs(refund.attempts);
      await repo.updateUnderWay(
        refund.id,
        {
          status: 'PENDING',
          providerRefundId: state.refundId,
          claimedAt: null,
          nextCheckAt: new Date(clock.now().getTime() + delay),
        },
        clock.now(),
      );
      return;
    }
    await fail(refund, state.status === 'FAILED' ? 'REFUND_FAILED' : 'REFUND_CANCELLED', state.refundId);
  }

  /** The capture's refund at the provider (null: none), or undefined when the provider did not answer. */
  async function askProvider(refund: TRefundRow, capture: { orderId: string; captureId: string }) {
    try {
      return await provider.findCaptureRefund(capture);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await retryLater(refund, error);
      return undefined;
    }
  }

  /** Calls the provider to refund the sale in full, and settles what it answers. */
  async function send(refund: TRefundRow) {
    const capture = await captureOf(refund);
    let state: TRefundState;
    try {
      state = await provider.refundCapture({
        ...capture,
        requestId: refund.id,
        amountCents: refund.amountCents,
        currency: 'USD',
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (UNANSWERED.includes(error.kind)) return retryLater(refund, error);
      if (error.providerCode === 'CAPTURE_FULLY_REFUNDED') {
        // Refunded already, by a call of ours whose answer was lost: that refund is this one.
        const found = await askProvider(refund, capture);
        if (found === undefined) return;
        if (found && found.status !== 'FAILED' && found.status !== 'CANCELLED') return adopt(refund, found);
      }
      return fail(refund, error.providerCode ?? KIND_CODES[error.kind]);
    }
    return adopt(refund, state);
  }

  /**
   * Settles a refund the worker claimed. APPROVED (the provider's answer never came, or its process
   * stopped): the provider is asked first, and the refund it holds is adopted; only when it holds
   * none is the call made again, with the same request id. PENDING: the provider's refund is read.
   */
  async function settle(refund: TRefundRow) {
    if (refund.status === 'PENDING' && refund.providerRefundId) {
      let state: TRefundState;
      try {
        state = await provider.getRefund(refund.providerRefundId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return retryLater(refund, error);
      }
      return adopt(refund, state);
    }
    const capture = await captureOf(refund);
    const found = await askProvider(refund, capture);
    if (found === undefined) return;
    if (found) return adopt(refund, found);
    return send(refund);
  }

  return { send, settle };
}

export type TRefundProcessing = ReturnType<typeof createRefundProcessing>;
