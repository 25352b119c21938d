import type {
  TAdminDecisionPage,
  TAdminOverview,
  TAdminPayoutPage,
  TAdminSalesReport,
} from '@vitrina/shared/dashboards/admin.schemas';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TAppDeps } from '../../app-deps';
import { createAdminRepository } from '../../db/repositories/admin.repository';
import { createDeletionRequestRepository } from '../../db/repositories/deletion-request.repository';
import { createLedgerReadRepository } from '../../db/repositories/ledger-read.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createPayoutRepository } from '../../db/repositories/payout.repository';
import { createProjectRevisionRepository } from '../../db/repositories/project-revision.repository';
import { toCsv } from '../../lib/csv';
import { pageOf } from '../../lib/paging';

/** 'YYYY-MM-DD' to the start of that day (UTC); `nextDay` gives the start of the day after. */
const dayStart = (day: string | undefined, nextDay = false) =>
  day ? new Date(Date.parse(`${day}T00:00:00Z`) + (nextDay ? 86_400_000 : 0)) : undefined;

/** The label of a logged decision: approve and reject are status changes out of review. */
function decisionAction(action: string, from: string | null, to: string | null): string {
  if (action !== 'project.status_changed') return action;
  const reviewed = from === 'UNDER_REVIEW' || from === 'PENDING';
  if (reviewed && to === 'PUBLISHED') return 'project.approved';
  if (reviewed && to === 'DRAFT') return 'project.rejected';
  if (to === 'SUSPENDED') return 'project.suspended';
  return action;
}

/**
 * The admin's reports: the overview's counts, the decisions log, the sales report and its CSV (refunded sales listed,
 * marked, and left out of the totals), payouts made.
 */
export function createAdminReportsService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createAdminRepository(db);
  const deletionRequests = createDeletionRequestRepository(db);
  const payments = createPaymentRepository(db);
  const payouts = createPayoutRepository(db);
  const ledger = createLedgerReadRepository(db);
  const revisions = createProjectRevisionRepository(db);

  return {
    async overview(): Promise<TAdminOverview> {
      const now = clock.now();
      const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [
        byStatus,
        reviewedToday,
        salesTotals,
        owed,
        paidCents,
        userCounts,
        pendingDeletionRequests,
        pendingRevisions,
      ] = await Promise.all([
        repo.projectCountsByStatus(),
        repo.reviewsSince(startOfDay),
        payments.salesTotals(),
        ledger.owedToDevelopers(),
        payouts.paidTotal(),
        repo.userCounts(),
        deletionRequests.countOpen(),
        revisions.countPending(),
      ]);
      const status = (s: string) => byStatus.get(s as never) ?? 0;
      return {
        projects: {
          total: [...byStatus.values()].reduce((a, b) => a + b, 0),
          underReview: status('UNDER_REVIEW'),
          pending: status('PENDING'),
          published: status('PUBLISHED'),
          draft: status('DRAFT'),
          rejected: status('REJECTED'),
          suspended: status('SUSPENDED'),
          reviewedToday,
        },
        sales: {
          count: salesTotals.count,
          revenue: fromCents(salesTotals.amountCents),
          commission: fromCents(salesTotals.commissionCents),
          developerNet: fromCents(salesTotals.netCents),
          pendingPayouts: fromCents(owed.cents),
          pendingPayoutCount: owed.developers,
          paidPayouts: fromCents(paidCents),
        },
        users: {
          total: userCounts.total,
          developers: userCounts.developers,
          unverifiedDevelopers: userCounts.unverified,
        },
        pendingDeletionRequests,
        pendingRevisions,
      };
    },

    async listDecisions(page: number, size: number): Promise<TAdminDecisionPage> {
      const { rows, total } = await repo.listDecisions(page, size);
      return {
        decisions: rows.map(({ entry, actorName, projectName, projectId }) => {
          const data = entry.data as {
            from?: string;
            to?: string;
            reason?: string | null;
            note?: string | null;
          };
          const from = data.from ?? null;
          const to = data.to ?? null;
          return {
            id: entry.id,
            projectId: projectId ?? entry.entityId,
            projectName,
            actorName,
            action: decisionAction(entry.action, from, to),
            from,
            to,
            reason: data.reason ?? null,
            note: data.note ?? null,
            at: entry.createdAt.toISOString(),
          };
        }),
        ...pageOf(total, page, size),
      };
    },

    async salesReport(query: {
      from?: string;
      to?: string;
      page: number;
      size: number;
    }): Promise<TAdminSalesReport> {
      const { rows, total, totals } = await repo.listSales(
        { from: dayStart(query.from), to: dayStart(query.to, true) },
        query.page,
        query.size,
      );
      return {
        sales: rows.map(({ sale, orderId, projectName, developerName, buyerEmail }) => ({
          saleId: sale.id,
          orderId,
          date: sale.createdAt.toISOString(),
          projectId: sale.projectId,
          projectName,
          developerName,
          buyerEmail,
          amount: fromCents(sale.amountCents),
          commission: fromCents(sale.commissionCents),
          developerNet: fromCents(sale.netCents),
          provider: sale.provider,
          payoutStatus: sale.payoutStatus,
          refunded: sale.refundedAt !== null,
        })),
        totals: {
          count: totals.count,
          amount: fromCents(totals.amountCents),
          commission: fromCents(totals.commissionCents),
          developerNet: fromCents(totals.netCents),
        },
        ...pageOf(total, query.page, query.size),
      };
    },

    /** The sales report as CSV (every sale of the range), headed in the reader's language. */
    async salesCsv(query: { from?: string; to?: string }, language?: string): Promise<string> {
      const { rows } = await repo.listSales(
        { from: dayStart(query.from), to: dayStart(query.to, true) },
        0,
        null,
      );
      const en = language?.toLowerCase().startsWith('en');
      const header = en
        ? [
            'Date',
            'Sale',
            'Order',
            'App',
            'Developer',
            'Buyer',
            'Amount (USD)',
            'Commission (USD)',
            'Developer net (USD)',
            'Provider',
            'Payout',
            'Refunded',
          ]
        : [
            'Fecha',
            'Venta',
            'Orden',
            'App',
            'Desarrollador',
            'Comprador',
            'Monto (USD)',
            'Comisión (USD)',
            'Neto desarrollador (USD)',
            'Proveedor',
            'Pago al desarrollador',
            'Reembolsada',
          ];
      return toCsv(
        header,
        rows.map(({ sale, orderId, projectName, developerName, buyerEmail }) => [
          sale.createdAt.toISOString(),
          sale.id,
          orderId,
          projectName,
          developerName,
          buyerEmail,
          (sale.amountCents / 100).toFixed(2),
          (sale.commissionCents / 100).toFixed(2),
          (sale.netCents / 100).toFixed(2),
          sale.provider,
          sale.payoutStatus,
          sale.refundedAt ? (en ? 'Yes' : 'Sí') : 'No',
        ]),
      );
    },

    async listPayouts(page: number, size: number): Promise<TAdminPayoutPage> {
      const { rows, total } = await repo.listPayouts(page, size);
      return {
        payouts: rows.map(({ payout, projectName, developerName, paidByName }) => ({
          payoutId: payout.id,
          saleId: payout.saleId,
          projectName,
          salesCount: payout.salesCount,
          developerName,
          amount: fromCents(payout.amountCents),
          receiverMerchantId: payout.receiverMerchantId,
          reference: payout.reference ?? '',
          provider: payout.provider,
          paidAt: (payout.paidAt ?? payout.createdAt).toISOString(),
          paidByName,
        })),
        ...pageOf(total, page, size),
      };
    },
  };
}
