import { sql } from 'drizzle-orm';
import type { TDb } from '../client';

/**
 * The ledger's invariant, checked on a whole database (after a restore, a move, or on demand):
 * for each developer Σ ledger = Σ sales' nets − Σ refunded sales' nets − Σ PAID payouts; each sale
 * has one SALE entry of its net, each refunded sale one REFUND entry of −net, each PAID payout one
 * PAYOUT entry of −amount, and no entry belongs to a refund not completed or a payout not PAID.
 * Answers what is broken, one line per kind of break with its count; empty when all holds.
 */
export async function findLedgerBreaks(db: TDb): Promise<string[]> {
  const checks: [string, ReturnType<typeof sql>][] = [
    [
      'developers whose ledger balance differs from their sales, refunds and payouts',
      sql`select count(*) as n from (
            select d.developer_id from (
              select developer_id from ledger_entries union select developer_id from sales
              union select developer_id from payouts) d
            where (select coalesce(sum(amount_cents), 0) from ledger_entries e where e.developer_id = d.developer_id)
              <> (select coalesce(sum(net_cents), 0) from sales s where s.developer_id = d.developer_id)
               - (select coalesce(sum(net_cents), 0) from sales s where s.developer_id = d.developer_id and s.refunded_at is not null)
               - (select coalesce(sum(amount_cents), 0) from payouts p where p.developer_id = d.developer_id and p.status = 'PAID')
          ) broken`,
    ],
    [
      'sales without exactly one SALE entry of their net',
      sql`select count(*) as n from sales s where 1 <> (select count(*) from ledger_entries e
            where e.sale_id = s.id and e.kind = 'SALE' and e.amount_cents = s.net_cents and e.developer_id = s.developer_id)`,
    ],
    [
      'refunded sales without exactly one REFUND entry of −net',
      sql`select count(*) as n from sales s where s.refunded_at is not null and 1 <> (select count(*) from ledger_entries e
            where e.sale_id = s.id and e.kind = 'REFUND' and e.amount_cents = -s.net_cents)`,
    ],
    [
      'REFUND entries of a sale not refunded or of a refund not completed',
      sql`select count(*) as n from ledger_entries e join sales s on s.id = e.sale_id join refunds r on r.id = e.refund_id
            where e.kind = 'REFUND' and (s.refunded_at is null or r.status <> 'COMPLETED' or r.sale_id <> s.id)`,
    ],
    [
      'PAID payouts without exactly one PAYOUT entry of −amount',
      sql`select count(*) as n from payouts p where p.status = 'PAID' and p.amount_cents > 0 and 1 <> (
            select count(*) from ledger_entries e where e.payout_id = p.id and e.kind = 'PAYOUT'
            and e.amount_cents = -p.amount_cents and e.developer_id = p.developer_id)`,
    ],
    [
      'PAYOUT entries of a payout not PAID',
      sql`select count(*) as n from ledger_entries e join payouts p on p.id = e.payout_id where p.status <> 'PAID'`,
    ],
  ];
  const breaks: string[] = [];
  for (const [what, query] of checks) {
    const result = (await db.execute(query)) as unknown as { rows: { n: string | number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    if (n !== 0) breaks.push(`${what}: ${n}`);
  }
  return breaks;
}
