import { fromCents } from '@vitrina/shared/payments/commission';
import type { TPendingPayment } from '@vitrina/shared/payments/payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { createUserRepository } from '../auth/user.repository';
import { createGithubCheckRepository } from '../github-checks/github-check.repository';
import { assertDeveloperChecked } from '../github-checks/github-checks';
import { createPaymentRepository } from './payment.repository';

/** A payout claimed this long ago by a process that never finished may be retried. */
const STALE_PAYOUT_CLAIM_MS = 5 * 60 * 1000;

/** What developers are owed, and paying it: through the payment provider, once per sale. */
export function createPayoutService(deps: TAppDeps, log: FastifyBaseLogger) {
  const { db, clock, config, payments: provider } = deps;
  const repo = createPaymentRepository(db);
  const users = createUserRepository(db);

  return {
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

    /** Pays the developer what a sale owes them, through the provider, once. */
    async paySale(admin: { id: string }, saleId: string) {
      const saleNotFound = () => new AppError('NOT_FOUND', 'payment.saleNotFound');
      if (!isUuid(saleId)) throw saleNotFound();
      const unpaid = await repo.findSale(saleId);
      if (unpaid && unpaid.payoutStatus !== 'PAID') await assertDeveloperChecked(db, unpaid.developerId);
      const now = clock.now();
      const claimed = await repo.claimPayout(saleId, now, new Date(now.getTime() - STALE_PAYOUT_CLAIM_MS));
      if (!claimed) {
        const sale = await repo.findSale(saleId);
        if (!sale) throw saleNotFound();
        if (sale.payoutStatus === 'PAID') throw new AppError('SALE_ALREADY_PAID', 'payment.saleAlreadyPaid');
        throw new AppError('PAYOUT_IN_PROGRESS', 'payment.payoutInProgress');
      }
      const developer = await users.findById(claimed.developerId);
      const receiver = claimed.paypalMerchantId ?? developer?.paypalMerchantId ?? null;
      if (!receiver && claimed.netCents > 0) {
        await repo.releasePayout(saleId);
        throw new AppError('PAYMENT_SETUP_INCOMPLETE', 'payment.payoutMerchantMissing');
      }
      let reference = 'NO-PAYOUT-DUE';
      if (receiver && claimed.netCents > 0) {
        try {
          const result = await provider.sendPayout({
            amountCents: claimed.netCents,
            currency: 'USD',
            receiverMerchantId: receiver,
            requestId: `payout-${claimed.id}`,
            note: `${config.PRODUCT_NAME}: sale ${claimed.id}`,
          });
          reference = result.reference;
        } catch (error) {
          await repo.releasePayout(saleId);
          if (!(error instanceof PaymentProviderError)) throw error;
          log.warn({ kind: error.kind, providerCode: error.providerCode, saleId }, 'payout refused');
          throw new AppError('PAYOUT_FAILED', 'payment.payoutFailed');
        }
      }
      // The payout record, the sale marked paid and the audit row: one transaction.
      const payout = await db.transaction(async (tx) => {
        const payments = createPaymentRepository(tx);
        const row = await payments.insertPayout({
          saleId: claimed.id,
          developerId: claimed.developerId,
          paidBy: admin.id,
          provider: provider.name,
          amountCents: claimed.netCents,
          receiverMerchantId: receiver ?? '',
          reference,
          now,
        });
        await payments.markSalePaid(claimed.id);
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'payout.paid',
          entityType: 'sale',
          entityId: claimed.id,
          data: {
            payoutId: row.id,
            amountCents: claimed.netCents,
            receiver,
            reference,
            provider: provider.name,
          },
        });
        return row;
      });
      return {
        saleId: claimed.id,
        status: 'PAID' as const,
        amount: fromCents(payout.amountCents),
        reference: payout.reference,
        provider: payout.provider,
        paidAt: payout.createdAt.toISOString(),
      };
    },
  };
}
