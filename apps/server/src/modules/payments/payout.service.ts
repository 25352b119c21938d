import { fromCents } from '@vitrina/shared/payments/commission';
import type { TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createGithubCheckRepository } from '../../db/repositories/github-check.repository';
import { createLedgerRepository } from '../../db/repositories/ledger.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createPayoutRepository, type TPayoutRow } from '../../db/repositories/payout.repository';
import { uniqueViolation } from '../../db/unique-violation';
import { PaymentProviderError, type TPaymentErrorKind } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { createPayoutAccess, type TActor } from '../access';
import { assertDeveloperChecked } from '../github-checks';
import type { TNotifications } from '../notifications';

/** A payout claimed this long ago by a process that never finished may be taken over. */
export const STALE_PAYOUT_CLAIM_MS = 5 * 60 * 1000;
/** Provider answers that say for certain that nothing was paid. */
const REFUSALS: ReadonlySet<TPaymentErrorKind> = new Set([
  'invalid_request',
  'authentication',
  'permission',
  'declined',
]);
/** How often a payout is opened again after a concurrent change of the developer's sales. */
const OPEN_ATTEMPTS = 3;

const inProgress = () => new AppError('PAYOUT_IN_PROGRESS', 'payment.payoutInProgress');
const nothingOwed = () => new AppError('NOTHING_OWED', 'ledger.nothingOwed');
const saleNotFound = () => new AppError('NOT_FOUND', 'payment.saleNotFound');

/** A developer's sales changed while their payout was being opened: it is opened again. */
class SalesChanged extends Error {}

/**
 * Paying developers what their ledger says they are owed: one payout per developer of their whole
 * positive balance, settling their unpaid sales of that moment. The payout row is written
 * PROCESSING first (one per developer, by a unique index), its id is the provider's request id,
 * and PAID, the ledger entry, the settled sales and the audit row are one transaction.
 */
export function createPayoutService(
  deps: TAppDeps,
  log: FastifyBaseLogger,
  { notifications }: { notifications: TNotifications },
) {
  const { db, clock, config, payments: provider } = deps;
  const repo = createPayoutRepository(db);
  const access = createPayoutAccess(db);

  /**
   * The developer's payout under way, taken over by this caller when no process holds it (its
   * claim was released after an unconfirmed answer, or is older than STALE_PAYOUT_CLAIM_MS).
   * Null when none is under way; PAYOUT_IN_PROGRESS when another process holds it.
   */
  async function resume(developerId: string, now: Date): Promise<TPayoutRow | null> {
    return db.transaction(async (tx) => {
      const payouts = createPayoutRepository(tx);
      const payout = await payouts.lockProcessing(developerId);
      if (!payout) return null;
      const claim = await payouts.claimOf(payout.id);
      const since = claim.sales > 0 ? claim.claimedAt : payout.createdAt;
      const free = claim.released || !since || since.getTime() <= now.getTime() - STALE_PAYOUT_CLAIM_MS;
      if (!free) throw inProgress();
      await payouts.setClaim(payout.id, now);
      log.info({ payoutId: payout.id, developerId }, 'payout under way taken over');
      return payout;
    });
  }

  /**
   * A new payout of the developer's positive balance, written PROCESSING with their unsettled
   * sales claimed. Openers of one developer take turns (their row is locked); the balance, the
   * sales and whether a payout is under way are read from one snapshot, so the amount and the
   * sales it settles always agree; a sale changed meanwhile (a refund) makes it start over.
   */
  async function open(
    admin: { id: string },
    developer: { id: string; paypalMerchantId: string | null },
    now: Date,
  ): Promise<TPayoutRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const payouts = createPayoutRepository(tx);
          await payouts.lockDeveloper(developer.id);
          const payable = await payouts.payableNow(developer.id);
          if (payable.processing) throw inProgress();
          if (payable.balanceCents <= 0) throw nothingOwed();
          const receiver =
            developer.paypalMerchantId ?? payable.sales.findLast((s) => s.merchantId)?.merchantId;
          if (!receiver) throw new AppError('PAYMENT_SETUP_INCOMPLETE', 'payment.payoutMerchantMissing');
          const payout = await payouts.insertProcessing({
            developerId: developer.id,
            paidBy: admin.id,
            provider: provider.name,
            amountCents: payable.balanceCents,
            receiverMerchantId: receiver,
            salesCount: payable.sales.length,
            now,
          });
          const ids = payable.sales.map((s) => s.id);
          if ((await payouts.claimSales(payout.id, ids, now)) !== ids.length) throw new SalesChanged();
          return payout;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'payouts_one_processing_key') throw inProgress();
        if (!(error instanceof SalesChanged)) throw error;
        if (attempt >= OPEN_ATTEMPTS) throw inProgress();
      }
    }
  }

  /**
   * PAID, its ledger entry (−amount), its sales settled, the audit row and the developer's notice:
   * one transaction.
   */
  async function complete(admin: { id: string }, payout: TPayoutRow, reference: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const payouts = createPayoutRepository(tx);
      const paid = await payouts.markPaid(payout.id, reference, now);
      if (!paid) {
        // Another process finished it (with the same request id, so with the same payment).
        const current = await payouts.findPayout(payout.id);
        if (current?.status === 'PAID') return current;
        throw new AppError('PAYOUT_FAILED', 'payment.payoutFailed');
      }
      await createLedgerRepository(tx).append({
        kind: 'PAYOUT',
        developerId: paid.developerId,
        amountCents: paid.amountCents,
        payoutId: paid.id,
        at: now,
      });
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'payout.paid',
        entityType: 'payout',
        entityId: paid.id,
        data: {
          developerId: paid.developerId,
          amountCents: paid.amountCents,
          salesCount: paid.salesCount,
          receiver: paid.receiverMerchantId,
          reference,
          provider: paid.provider,
        },
      });
      await notifications.payoutSent(tx, { payout: paid });
      return paid;
    });
  }

  /** A refusal: the payout FAILED (nothing was paid) and its sales are unsettled again. */
  async function fail(admin: { id: string }, payout: TPayoutRow, failureCode: string) {
    await db.transaction(async (tx) => {
      const failed = await createPayoutRepository(tx).markFailed(payout.id, failureCode);
      if (!failed) return;
      await writeAudit(tx, {
        actorId: admin.id,
        action: 'payout.failed',
        entityType: 'payout',
        entityId: payout.id,
        data: { developerId: payout.developerId, amountCents: payout.amountCents, failureCode },
      });
    });
  }

  /**
   * Asks the provider to pay, with the payout's id as request id (a retry never pays twice). A
   * refusal fails the payout; an answer that never came releases it for a retry with the same id;
   * anything else leaves it claimed until the claim is stale.
   */
  async function send(admin: { id: string }, payout: TPayoutRow) {
    let reference: string;
    try {
      const result = await provider.sendPayout({
        amountCents: payout.amountCents,
        currency: 'USD',
        receiverMerchantId: payout.receiverMerchantId,
        requestId: `payout-${payout.id}`,
        note: `${config.PRODUCT_NAME}: payout ${payout.id}`,
      });
      reference = result.reference;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const refused = REFUSALS.has(error.kind);
      log.warn(
        { kind: error.kind, providerCode: error.providerCode, payoutId: payout.id },
        refused ? 'payout refused' : 'payout not confirmed',
      );
      if (refused) {
        await fail(admin, payout, error.providerCode ?? error.kind.toUpperCase());
        throw new AppError('PAYOUT_FAILED', 'payment.payoutFailed');
      }
      await repo.setClaim(payout.id, null);
      throw new AppError('PAYOUT_FAILED', 'ledger.payoutUnconfirmed');
    }
    return complete(admin, payout, reference);
  }

  /** Pays the developer their positive balance (or finishes their payout under way), once. */
  async function payDeveloper(admin: NonNullable<TActor>, developerId: string) {
    const developer = await access.loadFor(developerId, admin, 'pay');
    await assertDeveloperChecked(db, developerId);
    const now = clock.now();
    const payout = (await resume(developerId, now)) ?? (await open(admin, developer, now));
    return send(admin, payout);
  }

  return {
    payDeveloper,

    /** Unpaid, unrefunded sales, oldest first, with why a developer cannot be paid yet. */
    async listPendingPayments(): Promise<TPendingPayment[]> {
      const rows = await repo.listUnpaidSales();
      // Why a developer cannot be paid yet: their GitHub profile has not been checked (or failed).
      const checks = await createGithubCheckRepository(db).profileStates([
        ...new Set(rows.map((r) => r.sale.developerId)),
      ]);
      return rows.map(({ sale, projectName, developerName, currentMerchantId }) => ({
        saleId: sale.id,
        projectId: sale.projectId,
        projectName,
        developerId: sale.developerId,
        developerName,
        monto: fromCents(sale.amountCents),
        comision: fromCents(sale.commissionCents),
        valorAPagar: fromCents(sale.netCents),
        paypalMerchantId: sale.paypalMerchantId ?? currentMerchantId,
        payoutStatus: sale.payoutStatus,
        githubCheck: checks.get(sale.developerId) ?? null,
        createdAt: sale.createdAt.toISOString(),
      }));
    },

    /**
     * The spec's "pay this sale": pays the sale's developer their balance (a developer payout,
     * which settles this sale with their other unpaid ones).
     */
    async paySale(admin: NonNullable<TActor>, saleId: string) {
      if (!isUuid(saleId)) throw saleNotFound();
      const payments = createPaymentRepository(db);
      const sale = await payments.findSale(saleId);
      if (!sale) throw saleNotFound();
      const settled = (current: typeof sale) => {
        if (current.refundedAt) return new AppError('SALE_ALREADY_REFUNDED', 'ledger.saleAlreadyRefunded');
        if (current.payoutStatus === 'PAID')
          return new AppError('SALE_ALREADY_PAID', 'payment.saleAlreadyPaid');
        return null;
      };
      const refusal = settled(sale);
      if (refusal) throw refusal;
      let payout: TPayoutRow;
      try {
        payout = await payDeveloper(admin, sale.developerId);
      } catch (error) {
        // Paid (or refunded) by someone else meanwhile: said as such rather than "nothing owed".
        const now =
          error instanceof AppError && error.code === 'NOTHING_OWED' && (await payments.findSale(saleId));
        throw (now && settled(now)) || error;
      }
      return {
        saleId: sale.id,
        status: 'PAID' as const,
        amount: fromCents(payout.amountCents),
        reference: payout.reference ?? '',
        provider: payout.provider,
        paidAt: (payout.paidAt ?? payout.createdAt).toISOString(),
      };
    },
  };
}
