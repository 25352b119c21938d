import type {
  TDeveloperAnalytics,
  TDeveloperOverview,
  TDeveloperSales,
} from '@vitrina/shared/dashboards/developer-dashboard.schemas';
import { fromCents } from '@vitrina/shared/payments/commission';
import type { TAppDeps } from '../../app-deps';
import { createDeveloperDashboardRepository } from '../../db/repositories/developer-dashboard.repository';
import { createLedgerRepository } from '../../db/repositories/ledger.repository';
import { createPaymentRepository } from '../../db/repositories/payment.repository';
import { createPayoutRepository } from '../../db/repositories/payout.repository';
import { effectiveCommissionRate } from '../../lib/commission';
import { toCsv } from '../../lib/csv';
import { bpsToRate } from '../../lib/money';

type TDeveloper = { id: string; isInternal: boolean; commissionRateBps: number | null };

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** sales / views, to four decimals (0 without views). */
const conversion = (salesCount: number, views: number) =>
  views === 0 ? 0 : Math.round((salesCount / views) * 10_000) / 10_000;

export function createDeveloperDashboardService(deps: TAppDeps) {
  const { db, clock, config } = deps;
  const repo = createDeveloperDashboardRepository(db);
  const payments = createPaymentRepository(db);

  /** The last `days` UTC days ending today, oldest first. */
  function range(days: number) {
    const today = Date.parse(`${isoDay(clock.now())}T00:00:00Z`);
    return Array.from({ length: days }, (_, i) => isoDay(new Date(today - (days - 1 - i) * DAY_MS)));
  }

  return {
    async overview(developer: TDeveloper): Promise<TDeveloperOverview> {
      const [byStatus, money, balance, paid] = await Promise.all([
        repo.projectFigures(developer.id),
        payments.salesTotals(developer.id),
        createLedgerRepository(db).balanceOf(developer.id),
        createPayoutRepository(db).paidTotal(developer.id),
      ]);
      const countOf = (...statuses: string[]) =>
        byStatus.filter((r) => statuses.includes(r.status)).reduce((n, r) => n + r.count, 0);
      return {
        apps: {
          total: countOf('DRAFT', 'PENDING', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED', 'SUSPENDED'),
          published: countOf('PUBLISHED'),
          underReview: countOf('UNDER_REVIEW', 'PENDING'),
          draft: countOf('DRAFT', 'REJECTED'),
          suspended: countOf('SUSPENDED'),
        },
        views: byStatus.reduce((n, r) => n + r.views, 0),
        sales: {
          count: money.count,
          revenue: fromCents(money.amountCents),
          commission: fromCents(money.commissionCents),
          net: fromCents(money.netCents),
        },
        payouts: {
          pending: fromCents(Math.max(balance, 0)),
          paid: fromCents(paid),
          balance: fromCents(balance),
        },
        commissionRate: effectiveCommissionRate({
          platformRate: config.COMMISSION_RATE,
          developerIsInternal: developer.isInternal,
          developerRateBps: developer.commissionRateBps,
          projectRateBps: null,
        }),
        isInternal: developer.isInternal,
      };
    },

    /** Views, sales and revenue per day (every day of the range) and per app, from the daily table. */
    async analytics(developerId: string, days: number): Promise<TDeveloperAnalytics> {
      const dayList = range(days);
      const from = dayList[0] as string;
      const to = dayList.at(-1) as string;
      const [rows, apps] = await Promise.all([
        repo.daily(developerId, from, to),
        repo.projectsOf(developerId),
      ]);
      const byDay = new Map(dayList.map((day) => [day, { day, views: 0, sales: 0, revenueCents: 0 }]));
      const byApp = new Map(apps.map((a) => [a.id, { ...a, views: 0, sales: 0, revenueCents: 0 }]));
      for (const row of rows) {
        for (const bucket of [byDay.get(row.day), byApp.get(row.projectId)]) {
          if (!bucket) continue;
          bucket.views += row.views;
          bucket.sales += row.sales;
          bucket.revenueCents += row.revenueCents;
        }
      }
      const totals = rows.reduce(
        (t, r) => ({
          views: t.views + r.views,
          sales: t.sales + r.sales,
          revenueCents: t.revenueCents + r.revenueCents,
        }),
        { views: 0, sales: 0, revenueCents: 0 },
      );
      return {
        from,
        to,
        days: [...byDay.values()].map((d) => ({
          day: d.day,
          views: d.views,
          sales: d.sales,
          revenue: fromCents(d.revenueCents),
        })),
        apps: [...byApp.values()]
          .map((a) => ({
            projectId: a.id,
            name: a.name,
            status: a.status,
            views: a.views,
            sales: a.sales,
            revenue: fromCents(a.revenueCents),
            conversion: conversion(a.sales, a.views),
          }))
          .sort((a, b) => b.views - a.views || b.sales - a.sales || a.name.localeCompare(b.name)),
        totals: {
          views: totals.views,
          sales: totals.sales,
          revenue: fromCents(totals.revenueCents),
          conversion: conversion(totals.sales, totals.views),
        },
      };
    },

    /** The analytics as CSV: one row per day and app with any activity. */
    async analyticsCsv(developerId: string, days: number, language?: string): Promise<string> {
      const dayList = range(days);
      const [rows, apps] = await Promise.all([
        repo.daily(developerId, dayList[0] as string, dayList.at(-1) as string),
        repo.projectsOf(developerId),
      ]);
      const names = new Map(apps.map((a) => [a.id, a.name]));
      const en = language?.toLowerCase().startsWith('en');
      const header = en
        ? ['Day', 'App', 'Views', 'Sales', 'Revenue (USD)', 'Conversion']
        : ['Día', 'App', 'Visitas', 'Ventas', 'Ingresos (USD)', 'Conversión'];
      return toCsv(
        header,
        rows
          .filter((r) => r.views > 0 || r.sales > 0)
          .map((r) => [
            r.day,
            names.get(r.projectId) ?? r.projectId,
            r.views,
            r.sales,
            (r.revenueCents / 100).toFixed(2),
            conversion(r.sales, r.views),
          ]),
      );
    },

    /** Every sale with its commission, net and payout; totals (refunded sales left out) that add up. */
    async sales(developerId: string): Promise<TDeveloperSales> {
      const rows = await repo.salesOf(developerId);
      const totals = { amount: 0, commission: 0, net: 0, paid: 0, pending: 0 };
      for (const { sale } of rows) {
        if (sale.refundedAt) continue;
        totals.amount += sale.amountCents;
        totals.commission += sale.commissionCents;
        totals.net += sale.netCents;
        if (sale.payoutStatus === 'PAID') totals.paid += sale.netCents;
        else totals.pending += sale.netCents;
      }
      return {
        sales: rows.map(({ sale, projectName, paidAt, reference }) => ({
          saleId: sale.id,
          date: sale.createdAt.toISOString(),
          projectId: sale.projectId,
          projectName,
          amount: fromCents(sale.amountCents),
          commissionRate: bpsToRate(sale.commissionRateBps),
          commission: fromCents(sale.commissionCents),
          net: fromCents(sale.netCents),
          payoutStatus: sale.payoutStatus,
          paidAt: paidAt?.toISOString() ?? null,
          reference: reference ?? null,
          refunded: sale.refundedAt !== null,
        })),
        totals: {
          amount: fromCents(totals.amount),
          commission: fromCents(totals.commission),
          net: fromCents(totals.net),
          paid: fromCents(totals.paid),
          pending: fromCents(totals.pending),
        },
      };
    },
  };
}
