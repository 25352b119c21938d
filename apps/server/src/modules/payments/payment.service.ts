import { fromCents, toCents } from '@vitrina/shared/payments/commission';
import type {
  TCaptureOrderResponse,
  TCheckoutBuyer,
  TCreateOrderResponse,
  TOrderStatusResponse,
  TPurchasedOrder,
  TSaleRecord,
} from '@vitrina/shared/payments/payment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../app-deps';
import { writeAudit } from '../../db/audit';
import { createPaymentRepository, type TSaleRow } from '../../db/repositories/payment.repository';
import type { TProjectWithDeveloper } from '../../db/repositories/project.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import { PaymentProviderError, type TOrderState } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/public-url';
import { createAccountAccess, createOrderAccess, createProjectAccess, type TActor } from '../access';
import { discounting, type TDiscountService } from '../discounts';
import type { TNotifications } from '../notifications';
import { referralSourceOf } from '../referrals';
import { captureError, orderCreationError } from './payment-errors';
import { toPurchasedOrders } from './purchased-orders';
import { createSaleRecording, notCaptured } from './sale-recording';

const toSaleRecord = (sale: TSaleRow, providerOrderId: string): TSaleRecord => ({
  saleId: sale.id,
  orderId: providerOrderId,
  userId: sale.buyerId,
  projectId: sale.projectId,
  amount: fromCents(sale.amountCents),
  commission: fromCents(sale.commissionCents),
  commissionRate: sale.commissionRateBps / 10_000,
  developerNet: fromCents(sale.netCents),
  paypalMerchantId: sale.paypalMerchantId,
  provider: sale.provider,
  payoutStatus: sale.payoutStatus,
  createdAt: sale.createdAt.toISOString(),
});

export function createPaymentService(
  deps: TAppDeps,
  log: FastifyBaseLogger,
  { notifications, discounts }: { notifications: TNotifications; discounts: TDiscountService },
) {
  const { db, clock, config, payments: provider } = deps;
  const repo = createPaymentRepository(db);
  const access = createProjectAccess(db);
  const orders = createOrderAccess(db, provider.name);
  const accounts = createAccountAccess(db);
  const users = createUserRepository(db);
  const { recordSale, reconcile, confirmedSale } = createSaleRecording(deps, log, notifications);

  /**
   * Claims a paid app with a code that makes it free: the code's use and the buyer's access are
   * written together, the use counted under the code's lock (its maximum holds), or neither is.
   */
  async function claimWithCode(actor: NonNullable<TActor>, item: TProjectWithDeveloper, code: string) {
    const { project } = item;
    await access.authorize(actor, 'buy', item);
    // Pay what you want: the code must bring the minimum to 0, and the buyer pays nothing.
    const price = await discounts.priceFor(item, code, project.payWhatYouWant ? 0 : undefined);
    if (!price.code || price.priceCents !== 0)
      throw new AppError('DISCOUNT_NOT_APPLICABLE', 'discount.notFree', [
        { field: 'code', messageKey: 'discount.notFree' },
      ]);
    const priced = { ...price, code: price.code };
    await db.transaction(async (tx) => {
      // Claimed already (a second click): no use is taken. A use refused below rolls the claim back.
      if (!(await createPaymentRepository(tx).claimFree(actor.id, project.id, clock.now()))) return;
      const use = await discounts.useForFreeClaim(tx, priced, { userId: actor.id, projectId: project.id });
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'purchase.claimed_with_code',
        entityType: 'project',
        entityId: project.id,
        data: { discountCodeId: priced.code.id, useId: use.id, listPriceCents: price.listCents },
      });
    });
    return { projectId: project.id, saleId: null };
  }

  return {
    async createOrder(
      actor: NonNullable<TActor>,
      input: { projectId: string; buyer?: TCheckoutBuyer; code?: string; amount?: number },
      /** The buyer's referral cookie as sent (validated here: its source, if still within its window). */
      referral: { cookie?: string | null } = {},
    ): Promise<TCreateOrderResponse> {
      const item = await access.loadFor(input.projectId, actor, 'buy');
      const { project } = item;
      // The price is the server's: the list price, or the price after the code typed; for pay what
      // you want, the amount chosen, checked against the minimum.
      const amountCents = input.amount === undefined ? undefined : toCents(input.amount);
      const price = await discounts.priceFor(item, input.code, amountCents);
      // Nothing to pay claims the app instead (no order, no payment).
      if (price.priceCents === 0)
        throw price.code
          ? new AppError('DISCOUNT_NOT_APPLICABLE', 'discount.makesFree', [
              { field: 'code', messageKey: 'discount.makesFree' },
            ])
          : new AppError('PAYMENT_INVALID_AMOUNT', 'payment.amountIsFree', [
              { field: 'amount', messageKey: 'payment.amountIsFree' },
            ]);
      // A code that takes nothing off (pay what you want above the minimum) takes no use.
      const code = discounting(price);

      // A developer is paid through their PayPal merchant id and must be verified, with an e-mail
      // for the sale notices; the platform's own (internal) apps are exempt.
      const developer = await users.findById(project.developerId);
      if (!developer?.isInternal) {
        if (!developer?.paypalMerchantId)
          throw new AppError('PAYMENT_SETUP_INCOMPLETE', 'payment.merchantMissing');
        if (!developer.email) throw new AppError('PAYMENT_SETUP_INCOMPLETE', 'payment.developerEmailMissing');
        if (!developer.verified)
          throw new AppError('PAYMENT_SETUP_INCOMPLETE', 'payment.developerNotVerified');
      }

      // A code's use is held before the order is made, so its maximum holds under concurrency.
      const hold = code
        ? await discounts.hold({ ...price, code }, { userId: actor.id, projectId: project.id })
        : null;
      let created: { orderId: string };
      try {
        created = await provider.createOrder({
          amountCents: price.priceCents,
          currency: 'USD',
          payeeMerchantId: config.PAYPAL_MERCHANT_ID ?? null,
          referenceId: project.id,
          description: project.name,
        });
      } catch (error) {
        if (hold) await discounts.dropHold(hold.id);
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn(
          { kind: error.kind, providerCode: error.providerCode, projectId: project.id },
          'order not created',
        );
        throw orderCreationError(error);
      }
      const order = await repo.insertOrder({
        provider: provider.name,
        providerOrderId: created.orderId,
        userId: actor.id,
        projectId: project.id,
        amountCents: price.priceCents,
        buyer: input.buyer
          ? {
              firstName: input.buyer.firstName,
              lastName: input.buyer.lastName,
              email: input.buyer.email,
              phone: input.buyer.phone,
              country: input.buyer.country,
            }
          : null,
        referralSource: referralSourceOf(referral.cookie, clock.now()),
      });
      if (hold) await discounts.linkOrder(hold.id, order.id);
      await writeAudit(db, {
        actorId: actor.id,
        action: 'payment.order_created',
        entityType: 'payment_order',
        entityId: order.id,
        data: {
          provider: provider.name,
          providerOrderId: created.orderId,
          projectId: project.id,
          amountCents: price.priceCents,
          listPriceCents: price.listCents,
          discountCodeId: code?.id ?? null,
        },
      });
      return {
        orderId: created.orderId,
        projectId: project.id,
        amount: fromCents(price.priceCents),
        currency: 'USD',
        provider: provider.name,
      };
    },

    /**
     * Captures an order and records its sale: exactly once per order, also when captures arrive
     * together or again. Only a capture the provider confirms creates a sale and grants access.
     */
    async captureOrder(
      actor: NonNullable<TActor>,
      providerOrderId: string,
      options: { simulate?: 'decline' },
    ): Promise<TCaptureOrderResponse> {
      const order = await orders.loadFor(providerOrderId, actor, 'capture');
      if (options.simulate && provider.name !== 'sandbox')
        throw new AppError('BAD_REQUEST', 'error.validation');
      const answer = (sale: TSaleRow | null, status: 'COMPLETED' | 'PENDING'): TCaptureOrderResponse => ({
        status,
        saleId: sale?.id ?? null,
        orderId: order.providerOrderId,
        projectId: order.projectId,
        amount: fromCents(order.amountCents),
      });

      const existing = await repo.findSaleByOrder(order.id);
      if (existing) return answer(existing, 'COMPLETED');
      // An order made with a code whose hold ended takes a use again, or is not captured at all.
      await discounts.confirmHold(order.id);

      let state: TOrderState;
      try {
        // The request id is the order's: a retry, here or after a lost answer, never captures twice.
        state = await provider.captureOrder(order.providerOrderId, `capture-${order.id}`, options);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn(
          { kind: error.kind, providerCode: error.providerCode, orderId: order.id },
          'capture refused',
        );
        if (error.kind === 'declined') {
          await repo.setOrderState(order.id, 'FAILED', error.providerCode ?? 'DECLINED', clock.now());
          await writeAudit(db, {
            actorId: actor.id,
            action: 'payment.capture_declined',
            entityType: 'payment_order',
            entityId: order.id,
            data: { providerCode: error.providerCode ?? null },
          });
          throw captureError(error);
        }
        // The capture may have happened even though its answer was lost: ask the provider.
        const reconciled = await reconcile(order);
        if (reconciled) return answer(reconciled, 'COMPLETED');
        throw captureError(error);
      }

      if (state.status === 'COMPLETED' && state.captureId)
        return answer(await recordSale(order, state), 'COMPLETED');
      if (state.status === 'COMPLETED') {
        // The provider holds the money for review (e.g. an eCheck): no access until it clears.
        await repo.setOrderState(order.id, 'PENDING', null, clock.now());
        return answer(null, 'PENDING');
      }
      throw captureError(null);
    },

    async getOrderStatus(actor: NonNullable<TActor>, providerOrderId: string): Promise<TOrderStatusResponse> {
      const order = await orders.loadFor(providerOrderId, actor, 'read');
      // An order the server has not seen completed may have been captured all the same (the
      // capture's answer was lost): the provider's word settles it before the buyer is told.
      const sale =
        (await repo.findSaleByOrder(order.id)) ?? (order.status === 'FAILED' ? null : await reconcile(order));
      const item = await access.load(order.projectId);
      return {
        orderId: order.providerOrderId,
        projectId: order.projectId,
        projectName: item.project.name,
        amount: fromCents(order.amountCents),
        currency: 'USD',
        provider: order.provider,
        status: sale ? 'COMPLETED' : order.status,
        saleId: sale?.id ?? null,
        createdAt: order.createdAt.toISOString(),
        buyerId: order.userId,
      };
    },

    /**
     * `POST /api/project-sale` (kept for existing clients): registers (in truth, looks up) the sale of a captured
     * order. Figures sent by the browser are ignored; an uncaptured order or someone else's is refused.
     */
    async registerSale(
      actor: NonNullable<TActor>,
      input: { orderId?: string; saleId?: string; userId?: string; projectId: string },
    ): Promise<TSaleRecord> {
      if (input.userId) orders.authorize(actor, 'register', { userId: input.userId });
      const reference = (input.orderId ?? input.saleId) as string;
      let order = await repo.findOrder(provider.name, reference);
      if (!order && isUuid(reference)) {
        const sale = await repo.findSale(reference);
        order = sale ? await repo.findOrderById(sale.orderId) : null;
      }
      if (!order) throw notCaptured();
      orders.authorize(actor, 'confirm', order);
      const item = await access.load(input.projectId);
      // An order for another app is not this app's purchase (whose it is was settled above).
      if (order.projectId !== item.project.id) throw notCaptured();
      return toSaleRecord(await confirmedSale(order), order.providerOrderId);
    },

    /** `POST /api/project/purchase/{id}` (kept for existing clients): claims a free app, or confirms a paid one's order. */
    async purchase(
      actor: NonNullable<TActor>,
      idOrSlug: string,
      body: { orderId?: string; code?: string } = {},
    ) {
      const { orderId, code } = body;
      const item = await access.load(idOrSlug);
      const { project } = item;
      const owned = await repo.hasPurchased(actor.id, project.id);
      if (owned) return { projectId: project.id, saleId: owned.saleId };
      await access.authorize(actor, 'claim', item);
      if (project.priceCents === 0) {
        if (await repo.claimFree(actor.id, project.id, clock.now())) {
          await writeAudit(db, {
            actorId: actor.id,
            action: 'purchase.free_claimed',
            entityType: 'project',
            entityId: project.id,
          });
        }
        return { projectId: project.id, saleId: null };
      }
      if (code && !orderId) return claimWithCode(actor, item, code);
      if (!orderId) throw new AppError('PAYMENT_REQUIRED', 'payment.purchaseRequiresPayment');
      const order = await repo.findOrder(provider.name, orderId);
      if (!order) throw notCaptured();
      orders.authorize(actor, 'confirm', order);
      if (order.projectId !== project.id) throw notCaptured();
      const sale = await confirmedSale(order);
      return { projectId: project.id, saleId: sale.id };
    },

    async listPurchased(
      actorId: string,
      language?: string,
    ): Promise<{ purchasedProjects: TPurchasedOrder[] }> {
      return {
        purchasedProjects: toPurchasedOrders(await repo.listPurchasedOrders(actorId), actorId, {
          language,
          now: clock.now(),
          refundWindowDays: config.REFUND_WINDOW_DAYS,
        }),
      };
    },

    async merchantIdOf(viewer: TActor, developerId: string) {
      const developer = await accounts.loadFor(developerId, viewer, 'showAsDeveloper');
      return { paypalMerchantId: developer.paypalMerchantId };
    },
  };
}
