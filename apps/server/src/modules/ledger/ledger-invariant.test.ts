import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { ledgerFixtures } from '../../../test/ledger-fixtures';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { PaymentProviderError } from '../../integrations/payments/payment-provider';
import { STALE_PAYOUT_CLAIM_MS } from '../payments/payout.service';

/**
 * The ledger and the sales always agree. A seeded random sequence of operations on several
 * developers (sales, payouts by developer and by sale, payouts the provider refuses, leaves
 * unanswered or that die half-way, refunds done as the refund completion does them, bursts of
 * these at once, time passing)
 * is checked after every step: for each developer Σ ledger = Σ sales' nets − Σ refunded sales'
 * nets − Σ PAID payouts; each sale has one SALE entry, each refund one REFUND entry, each PAID
 * payout one PAYOUT entry and nothing else has one; and no entry can be changed or removed.
 *
 * LEDGER_SEEDS=<n,n,...> replays given seeds (the seed of a failure is in its test name).
 */
const SEEDS = (process.env.LEDGER_SEEDS ?? '20260118,7,424242').split(',').map(Number);
const STEPS = 60;
const PRICES = [3.99, 10, 24.5, 0.99];

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let lx: ReturnType<typeof ledgerFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  // Time passes in the sequence (stale payout claims); the sessions must outlive it.
  t = await createTestApp({ githubUrl: github.url, env: { SESSION_IDLE_MINUTES: '100000' } });
  fx = paymentFixtures(t, github);
  lx = ledgerFixtures(t, fx);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

/** mulberry32: a small seeded generator, so a failing sequence can be replayed exactly. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const count = async (query: SQL) => Number((await fx.rows<{ n: string | number }>(query))[0]?.n);

/** Every invariant, for these developers. */
async function checkInvariants(developerIds: string[], step: string) {
  for (const id of developerIds) {
    const [row] = await fx.rows<{ ledger: string; expected: string }>(sql`
      select
        (select coalesce(sum(amount_cents), 0) from ledger_entries where developer_id = ${id}) as ledger,
        (select coalesce(sum(net_cents), 0) from sales where developer_id = ${id})
          - (select coalesce(sum(net_cents), 0) from sales where developer_id = ${id} and refunded_at is not null)
          - (select coalesce(sum(amount_cents), 0) from payouts where developer_id = ${id} and status = 'PAID')
          as expected`);
    expect(Number(row?.ledger), `${step}: balance of ${id}`).toBe(Number(row?.expected));
    expect(
      await count(
        sql`select count(*) as n from payouts where developer_id = ${id} and status = 'PROCESSING'`,
      ),
      `${step}: payouts under way`,
    ).toBeLessThanOrEqual(1);
  }
  const broken: [string, SQL][] = [
    [
      'a sale without exactly one SALE entry of its net',
      sql`select count(*) as n from sales s where 1 <> (select count(*) from ledger_entries e
            where e.sale_id = s.id and e.kind = 'SALE' and e.amount_cents = s.net_cents and e.developer_id = s.developer_id)`,
    ],
    [
      'a refunded sale without exactly one REFUND entry of −net',
      sql`select count(*) as n from sales s where s.refunded_at is not null and 1 <> (select count(*) from ledger_entries e
            where e.sale_id = s.id and e.kind = 'REFUND' and e.amount_cents = -s.net_cents)`,
    ],
    [
      'a REFUND entry of a sale not refunded, or of a refund not completed',
      sql`select count(*) as n from ledger_entries e join sales s on s.id = e.sale_id join refunds r on r.id = e.refund_id
            where e.kind = 'REFUND' and (s.refunded_at is null or r.status <> 'COMPLETED' or r.sale_id <> s.id)`,
    ],
    [
      'a PAID payout without exactly one PAYOUT entry of −amount',
      sql`select count(*) as n from payouts p where p.status = 'PAID' and p.amount_cents > 0 and 1 <> (
            select count(*) from ledger_entries e where e.payout_id = p.id and e.kind = 'PAYOUT'
            and e.amount_cents = -p.amount_cents and e.developer_id = p.developer_id)`,
    ],
    [
      'a PAYOUT entry of a payout not PAID',
      sql`select count(*) as n from ledger_entries e join payouts p on p.id = e.payout_id where p.status <> 'PAID'`,
    ],
    [
      'a sale settled by no PAID payout, or claimed by a payout not under way',
      sql`select count(*) as n from sales s left join payouts p on p.id = s.payout_id where
            (s.payout_status = 'PAID' and (p.status is distinct from 'PAID'))
            or (s.payout_status = 'PROCESSING' and p.status is distinct from 'PROCESSING')
            or (s.payout_status = 'PENDING' and s.payout_id is not null)`,
    ],
    [
      'a payout whose count of settled sales is wrong',
      sql`select count(*) as n from payouts p where p.status in ('PAID', 'PROCESSING') and p.sale_id is null
            and p.sales_count <> (select count(*) from sales s where s.payout_id = p.id)`,
    ],
  ];
  for (const [what, query] of broken) expect(await count(query), `${step}: ${what}`).toBe(0);
}

/** One random step; returns its label. */
async function step(
  rng: ReturnType<typeof random>,
  world: {
    developers: { user: { id: string } }[];
    apps: string[];
    buyers: string[];
    bought: Set<string>;
  },
) {
  const devId = rng.pick(world.developers)?.user.id ?? '';
  const ids = world.developers.map((d) => d.user.id);
  const roll = rng.next();
  if (roll < 0.4) {
    const pairs = world.buyers.flatMap((b) => world.apps.map((a) => `${b}|${a}`));
    const pair = rng.pick(pairs.filter((p) => !world.bought.has(p)));
    if (!pair) return 'no sale left';
    world.bought.add(pair);
    const [buyer, app] = pair.split('|') as [string, string];
    await fx.buy(buyer, app);
    return 'sale';
  }
  if (roll < 0.55) {
    const response = await lx.payout(devId);
    expect([200, 409]).toContain(response.statusCode);
    return `payout ${response.statusCode}`;
  }
  if (roll < 0.62) {
    const unpaid = await fx.rows<{ id: string }>(
      sql`select id from sales where payout_status <> 'PAID' and refunded_at is null and developer_id::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    const saleId = rng.pick(unpaid)?.id;
    if (!saleId) return 'no unpaid sale';
    const response = await fx.call('PUT', `/api/project-sale/${saleId}/pay`, await fx.adminAuth());
    expect([200, 409]).toContain(response.statusCode);
    return `pay sale ${response.statusCode}`;
  }
  if (roll < 0.8) {
    const open = await fx.rows<{ id: string }>(
      sql`select id from sales where refunded_at is null and developer_id::text in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by id`,
    );
    const saleId = rng.pick(open)?.id;
    if (!saleId) return 'nothing to refund';
    await completeSaleRefund(t, saleId);
    return 'refund';
  }
  if (roll < 0.92) {
    const failures = [
      ['refused', new PaymentProviderError('declined', 'Refused', 'TRANSACTION_REFUSED')],
      ['unanswered', new PaymentProviderError('unavailable', 'No answer')],
      ['died', new Error('process killed')],
    ] as const;
    const [label, failure] = rng.pick(failures) ?? failures[0];
    // Aimed at a developer who is owed something, so the provider is really asked.
    const owed: string[] = [];
    for (const id of ids) if ((await lx.balance(id)) > 0) owed.push(id);
    const spy = vi.spyOn(t.deps.payments, 'sendPayout').mockRejectedValueOnce(failure);
    try {
      const response = await lx.payout(rng.pick(owed) ?? devId);
      expect([409, 500, 502]).toContain(response.statusCode);
      return `payout ${label} ${response.statusCode}`;
    } finally {
      spy.mockRestore();
    }
  }
  if (roll < 0.96) {
    // At once: two payouts of the developer, a refund of one of their sales, and a new sale.
    const [open] = await fx.rows<{ id: string }>(
      sql`select id from sales where refunded_at is null and developer_id = ${devId} order by id limit 1`,
    );
    const pair = world.buyers
      .flatMap((b) => world.apps.map((a) => `${b}|${a}`))
      .find((p) => !world.bought.has(p));
    if (pair) world.bought.add(pair);
    const [buyer, app] = (pair ?? '|').split('|') as [string, string];
    const answers = await Promise.all([
      lx.payout(devId),
      lx.payout(devId),
      open ? completeSaleRefund(t, open.id).then(() => null) : null,
      pair ? fx.buy(buyer, app).then(() => null) : null,
    ]);
    const codes = answers.flatMap((a) => (a ? [a.statusCode] : []));
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    for (const code of codes) expect([200, 409]).toContain(code);
    return 'burst';
  }
  t.clock.advance(Math.floor(rng.next() * 2 * STALE_PAYOUT_CLAIM_MS));
  return 'time passes';
}

describe('the ledger and the sales always agree', () => {
  it.each(SEEDS)('through a random sequence of sales, payouts and refunds (seed %i)', async (seed) => {
    const rng = random(seed);
    const developers = [
      await fx.verifiedDeveloper(),
      await fx.verifiedDeveloper({ commissionRateBps: 2500 }),
      await fx.verifiedDeveloper({ internal: true }),
    ];
    const apps: string[] = [];
    for (const dev of developers)
      for (const price of PRICES.slice(0, 3)) apps.push(await fx.publishedProject(dev, { price }));
    const buyers: string[] = [];
    for (let i = 0; i < 5; i++) buyers.push((await registerUser(t)).token);
    const world = { developers, apps, buyers, bought: new Set<string>() };
    const ids = developers.map((d) => d.user.id);

    const done: string[] = [];
    for (let i = 0; i < STEPS; i++) {
      done.push(await step(rng, world));
      t.clock.advance(1000);
      await checkInvariants(ids, `seed ${seed}, step ${i} (${done.at(-1)})`);
    }
    expect(done.filter((d) => d === 'sale').length).toBeGreaterThan(5);

    // Finally every payout under way is taken over and everything owed is paid: nobody is left owed.
    t.clock.advance(STALE_PAYOUT_CLAIM_MS);
    for (const id of ids) {
      // A payout taken over pays what was owed when it began; a second one pays what came since.
      let response = await lx.payout(id);
      for (let i = 0; response.statusCode === 200 && i < 2; i++) response = await lx.payout(id);
      expect(response.json().code).toBe('NOTHING_OWED');
      expect(await lx.balance(id)).toBeLessThanOrEqual(0);
    }
    await checkInvariants(ids, `seed ${seed}, after the final payouts`);
  });

  it('refuses to change or remove a ledger entry', async () => {
    const { dev } = await lx.sellerWithSales([5]);
    const [entry] = await fx.rows<{ id: string }>(
      sql`select id from ledger_entries where developer_id = ${dev.user.id}`,
    );
    const attempts = [
      sql`update ledger_entries set amount_cents = 1 where id = ${entry?.id}`,
      sql`delete from ledger_entries where id = ${entry?.id}`,
    ];
    for (const attempt of attempts) {
      const error = await t.deps.db.execute(attempt).then(
        () => null,
        (e: { cause?: { message?: string } }) => e,
      );
      expect(error?.cause?.message).toBe('ledger entries are append-only');
    }
    expect(await lx.entries(dev.user.id)).toEqual([
      expect.objectContaining({ kind: 'SALE', amount_cents: 450 }),
    ]);
  });
});
