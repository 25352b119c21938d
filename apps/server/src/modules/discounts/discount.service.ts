import { fromCents, toCents } from '@vitrina/shared/payments/commission';
import type {
  TDiscountCode,
  TDiscountCodeCreate,
  TDiscountCodeUpdate,
  TPriceQuote,
} from '@vitrina/shared/payments/discount.schemas';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import type { TDb } from '../../db/client';
import {
  createDiscountRepository,
  type TDiscountCodeRow,
  type TDiscountRepository,
  type TDiscountUseRow,
} from '../../db/repositories/discount.repository';
import type { TProjectWithDeveloper } from '../../db/repositories/project.repository';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../lib/app-error';
import { createDiscountAccess, createProjectAccess, type TActor } from '../access';
import { amountsFor, codeRefusal, type TAmounts } from './pricing';

/** A code that does not apply, said on the checkout's code field. */
const notApplicable = (messageKey: string) =>
  new AppError('DISCOUNT_NOT_APPLICABLE', messageKey as never, [{ field: 'code', messageKey }]);

/**
 * An app's price for one buyer: the price before the code, what is left to pay, the least they
 * could pay (pay what you want), and the code typed. A code counts (a use is taken) only when it
 * takes something off: `discounting`.
 */
export type TPrice = TAmounts & { code: TDiscountCodeRow | null };

/** The code of a price when it takes something off what the buyer pays, else null. */
export const discounting = (price: TPrice) =>
  price.code && price.priceCents < price.listCents ? price.code : null;

const usd = (cents: number) => `$${fromCents(cents).toFixed(2)}`;

export function createDiscountService(deps: TAppDeps) {
  const { db, clock, config } = deps;
  const repo = createDiscountRepository(db);
  const access = createDiscountAccess(db);
  const projects = createProjectAccess(db);

  function stateOf(code: TDiscountCodeRow, counted: number, now: Date): TDiscountCode['state'] {
    if (code.status === 'PAUSED') return 'paused';
    if (code.endsAt && code.endsAt <= now) return 'ended';
    if (code.maxUses !== null && counted >= code.maxUses) return 'exhausted';
    if (code.startsAt && code.startsAt > now) return 'scheduled';
    return 'running';
  }

  async function describe(developerId: string, only?: string): Promise<TDiscountCode[]> {
    const now = clock.now();
    const [rows, figures] = await Promise.all([repo.listOf(developerId), repo.figuresOf(developerId, now)]);
    return rows
      .filter((row) => !only || row.code.id === only)
      .map(({ code, projectName }) => {
        const figure = figures.get(code.id);
        const uses = figure?.used ?? 0;
        const held = figure?.held ?? 0;
        return {
          id: code.id,
          code: code.code,
          projectId: code.projectId,
          projectName,
          kind: code.kind === 'PERCENT' ? 'percent' : 'fixed',
          percent: code.percent,
          amount: code.amountCents === null ? null : fromCents(code.amountCents),
          startsAt: code.startsAt?.toISOString() ?? null,
          endsAt: code.endsAt?.toISOString() ?? null,
          maxUses: code.maxUses,
          status: code.status === 'ACTIVE' ? 'active' : 'paused',
          state: stateOf(code, uses + held, now),
          isPublic: code.isPublic,
          uses,
          held,
          sales: figure?.sales ?? 0,
          salesAmount: fromCents(figure?.salesCents ?? 0),
          createdAt: code.createdAt.toISOString(),
        };
      });
  }

  /** Refuses a code with no use left at `now` (read with its row locked where it must hold). */
  async function requireUseLeft(uses: TDiscountRepository, code: TDiscountCodeRow, now: Date) {
    if (code.maxUses !== null && (await uses.countedUses(code.id, now)) >= code.maxUses)
      throw notApplicable('discount.exhausted');
  }

  /** When a hold taken now ends. */
  const holdEnd = (now: Date) => new Date(now.getTime() + config.DISCOUNT_HOLD_MINUTES * 60_000);

  /** The code typed, when it applies to this app now; refused with its reason otherwise. */
  async function applicableCode(item: TProjectWithDeveloper, typed: string): Promise<TDiscountCodeRow> {
    const code = await repo.findByCode(item.project.developerId, typed);
    if (!code) throw notApplicable('discount.notValid');
    const refusal = codeRefusal(
      code,
      { projectId: item.project.id, developerId: item.project.developerId },
      clock.now(),
    );
    if (refusal) throw notApplicable(refusal);
    return code;
  }

  /**
   * The price of an app for a buyer: the list price, or with a code the price after it; for pay
   * what you want, the amount they chose (at least the minimum, after the code). Refuses a code that
   * does not apply and an amount below the minimum, with the reason; whether a code has a use left
   * is settled when one is taken.
   */
  async function priceFor(
    item: TProjectWithDeveloper,
    typed: string | undefined,
    amountCents?: number,
  ): Promise<TPrice> {
    const code = typed ? await applicableCode(item, typed) : null;
    const amounts = amountsFor(item.project, code, amountCents);
    if ('refusal' in amounts)
      throw new AppError(
        'PAYMENT_INVALID_AMOUNT',
        amounts.refusal,
        [{ field: 'amount', messageKey: amounts.refusal }],
        {
          minimum: usd(amounts.minimumCents),
        },
      );
    return { ...amounts, code };
  }

  /**
   * Takes one use of the code for a buyer, with the code's row locked so that concurrent
   * checkouts never take more than its maximum: HELD until the hold ends (an order), or USED (a
   * purchase the code made free). Runs within the caller's transaction.
   */
  async function takeUse(
    tx: TDb,
    price: TPrice & { code: TDiscountCodeRow },
    use: { userId: string; projectId: string; status: 'HELD' | 'USED' },
  ): Promise<TDiscountUseRow> {
    const uses = createDiscountRepository(tx);
    const now = clock.now();
    const code = await uses.lock(price.code.id);
    if (!code) throw notApplicable('discount.notValid');
    const refusal = codeRefusal(code, { projectId: use.projectId, developerId: code.developerId }, now);
    if (refusal) throw notApplicable(refusal);
    await requireUseLeft(uses, code, now);
    return uses.insertUse({
      codeId: code.id,
      userId: use.userId,
      projectId: use.projectId,
      status: use.status,
      listPriceCents: price.listCents,
      priceCents: price.priceCents,
      heldUntil: use.status === 'HELD' ? holdEnd(now) : null,
      usedAt: use.status === 'USED' ? now : null,
    });
  }

  return {
    priceFor,

    /** `POST /api/payments/quote`: what the buyer would pay, with the code typed. */
    async quote(
      actor: TActor,
      input: { projectId: string; code?: string; amount?: number },
    ): Promise<TPriceQuote> {
      const item = await projects.loadFor(input.projectId, actor, 'view');
      const { project } = item;
      const price = await priceFor(
        item,
        input.code,
        input.amount === undefined ? undefined : toCents(input.amount),
      );
      // Said now, though only taking a use settles it (the order or the claim asks again).
      if (price.code) await requireUseLeft(repo, price.code, clock.now());
      return {
        projectId: project.id,
        listPrice: fromCents(price.listCents),
        price: fromCents(price.priceCents),
        payWhatYouWant: project.payWhatYouWant,
        minimum: fromCents(price.minimumCents),
        suggested:
          project.payWhatYouWant && project.suggestedPriceCents !== null
            ? fromCents(project.suggestedPriceCents)
            : null,
        currency: 'USD',
        discount: price.code
          ? {
              code: price.code.code,
              kind: price.code.kind === 'PERCENT' ? 'percent' : 'fixed',
              percent: price.code.percent,
              amount: fromCents(price.listCents - price.priceCents),
            }
          : null,
        // Nothing to pay: the app is claimed (with the code when one made it free).
        free: price.priceCents === 0,
      };
    },

    /** Holds one use of the code for an order about to be made (its own transaction). */
    hold: (price: TPrice & { code: TDiscountCodeRow }, use: { userId: string; projectId: string }) =>
      db.transaction((tx) => takeUse(tx, price, { ...use, status: 'HELD' })),

    /** Uses the code for a purchase it made free, within the claim's transaction. */
    useForFreeClaim: (
      tx: TDb,
      price: TPrice & { code: TDiscountCodeRow },
      use: { userId: string; projectId: string },
    ) => takeUse(tx, price, { ...use, status: 'USED' }),

    linkOrder: (useId: string, orderId: string) => repo.linkOrder(useId, orderId),
    dropHold: (useId: string) => repo.dropHold(useId),

    /**
     * Before an order made with a code is captured: a hold that ended is taken again if the code
     * still has a use to give, else the capture is refused (no money moves) with the reason.
     */
    async confirmHold(orderId: string): Promise<void> {
      const use = await repo.useOfOrder(orderId);
      if (!use || use.status === 'USED') return;
      const now = clock.now();
      if (use.heldUntil && use.heldUntil > now) return;
      await db.transaction(async (tx) => {
        const uses = createDiscountRepository(tx);
        const code = await uses.lock(use.codeId);
        if (!code) throw notApplicable('discount.notValid');
        await requireUseLeft(uses, code, now);
        await uses.extendHold(use.id, holdEnd(now));
      });
    },

    list: async (developerId: string) => ({ codes: await describe(developerId) }),

    async create(actor: NonNullable<TActor>, input: TDiscountCodeCreate): Promise<TDiscountCode> {
      if (input.projectId) {
        const item = await projects.loadFor(input.projectId, actor, 'manage');
        // An admin may manage anyone's app, but a code is its own developer's to make.
        access.authorizeCreate(actor, item.project.developerId);
        input = { ...input, projectId: item.project.id };
      }
      const now = clock.now();
      let row: TDiscountCodeRow;
      try {
        row = await repo.insert({
          developerId: actor.id,
          projectId: input.projectId,
          code: input.code.trim(),
          codeKey: input.code.trim().toUpperCase(),
          kind: input.kind === 'percent' ? 'PERCENT' : 'FIXED',
          percent: input.kind === 'percent' ? (input.percent ?? null) : null,
          amountCents: input.kind === 'fixed' && input.amount !== undefined ? toCents(input.amount) : null,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          maxUses: input.maxUses ?? null,
          isPublic: input.isPublic ?? false,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (uniqueViolation(error) === 'discount_codes_developer_code_key')
          throw new AppError('DUPLICATE_DISCOUNT_CODE', 'discount.codeTaken', [
            { field: 'code', messageKey: 'discount.codeTaken' },
          ]);
        throw error;
      }
      await writeAudit(db, {
        actorId: actor.id,
        action: 'discount.created',
        entityType: 'discount_code',
        entityId: row.id,
        data: {
          code: row.code,
          projectId: row.projectId,
          kind: row.kind,
          percent: row.percent,
          amountCents: row.amountCents,
        },
      });
      const [code] = await describe(actor.id, row.id);
      return code as TDiscountCode;
    },

    async update(actor: NonNullable<TActor>, id: string, input: TDiscountCodeUpdate): Promise<TDiscountCode> {
      const code = await access.loadFor(id, actor, 'change');
      const endsAt = input.endsAt === undefined ? undefined : input.endsAt ? new Date(input.endsAt) : null;
      if (endsAt && code.startsAt && endsAt <= code.startsAt)
        throw new AppError('VALIDATION_ERROR', 'discount.endBeforeStart', [
          { field: 'endsAt', messageKey: 'discount.endBeforeStart' },
        ]);
      await repo.update(
        code.id,
        {
          status: input.status === undefined ? undefined : input.status === 'active' ? 'ACTIVE' : 'PAUSED',
          endsAt,
          maxUses: input.maxUses,
          isPublic: input.isPublic,
        },
        clock.now(),
      );
      await writeAudit(db, {
        actorId: actor.id,
        action: 'discount.updated',
        entityType: 'discount_code',
        entityId: code.id,
        data: { ...input },
      });
      const [updated] = await describe(code.developerId, code.id);
      return updated as TDiscountCode;
    },
  };
}

export type TDiscountService = ReturnType<typeof createDiscountService>;
