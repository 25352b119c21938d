import type { TPublicSale } from '@vitrina/shared/projects/project.responses';
import type { TAppDeps } from '../../app-deps';
import { createDiscountRepository, type TDiscountCodeRow } from '../../db/repositories/discount.repository';
import { fromCents } from '../../lib/money';
import { discountedCents } from './pricing';

/** What the store needs of an app to show its sale: whose it is and its price (the minimum). */
export type TSaleTarget = { id: string; developerId: string; priceCents: number };

function toPublicSale(code: TDiscountCodeRow, listCents: number, priceCents: number): TPublicSale {
  return {
    code: code.code,
    // Never "0 %" for a few cents off a large price: what is shown is at least 1 %.
    percentOff: Math.max(1, Math.round((1 - priceCents / listCents) * 100)),
    price: fromCents(priceCents),
    endsAt: code.endsAt?.toISOString() ?? null,
  };
}

/**
 * The sales the store shows: for each app, the public code of its developer running now (for that
 * app or all of theirs) that takes the most off, ties going to the one ending first. One query for a
 * whole page of cards. Nothing is written when a sale starts or ends at its time: the answers that
 * show it are cached for PUBLIC_CACHE_TTL_MS at most, so the store follows within that.
 */
export function createPublicSales(deps: Pick<TAppDeps, 'db' | 'clock'>) {
  const repo = createDiscountRepository(deps.db);
  return {
    async forApps(targets: TSaleTarget[]): Promise<Map<string, TPublicSale>> {
      const found = new Map<string, TPublicSale>();
      // One query for any list, empty, free or paid: the count of queries an answer makes does
      // not depend on what it holds.
      const paid = targets.filter((target) => target.priceCents > 0);
      const codes = await repo.runningPublic(
        [...new Set(targets.map((t) => t.developerId))],
        deps.clock.now(),
      );
      for (const target of paid) {
        let best: { code: TDiscountCodeRow; priceCents: number } | null = null;
        for (const code of codes) {
          if (code.developerId !== target.developerId) continue;
          if (code.projectId !== null && code.projectId !== target.id) continue;
          const priceCents = discountedCents(target.priceCents, code);
          if (priceCents >= target.priceCents) continue;
          const better =
            !best ||
            priceCents < best.priceCents ||
            (priceCents === best.priceCents &&
              (code.endsAt?.getTime() ?? Number.POSITIVE_INFINITY) <
                (best.code.endsAt?.getTime() ?? Number.POSITIVE_INFINITY));
          if (better) best = { code, priceCents };
        }
        if (best) found.set(target.id, toPublicSale(best.code, target.priceCents, best.priceCents));
      }
      return found;
    },
  };
}

export type TPublicSales = ReturnType<typeof createPublicSales>;
