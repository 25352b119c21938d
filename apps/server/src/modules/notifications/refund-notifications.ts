import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import { createPaymentRepository, type TSaleRow } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TRefundRow } from '../../db/repositories/refund.repository';
import { enqueueMail } from '../mail';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { refundCompletedMail, refundNoticeMail, refundRefusedMail } from './templates/refund-mail-templates';
import { refundRequestedMail, refundRequestNoticeMail } from './templates/refund-request-mail-templates';

export function refundNotifications({ config, clock, baseUrl }: TNotifyContext) {
  const purchasesUrl = `${baseUrl}/user-dashboard`;

  return {
    /**
     * A buyer asked for a refund: they get a receipt of their request, and the app's developer a
     * notice with the buyer's reason (they may add a comment while it is open), each in their
     * language. A refund an admin starts (a dispute) is no request and tells nobody yet.
     */
    async refundRequested(tx: TDb, facts: { refund: TRefundRow }) {
      const { refund } = facts;
      const people = await contactsOf(tx, [refund.buyerId, refund.developerId]);
      const app = await createProjectRepository(tx).findNames(refund.projectId);
      if (!app) return;
      const payments = createPaymentRepository(tx);
      const sale = await payments.findSale(refund.saleId);
      const order = sale ? await payments.findOrderById(sale.orderId) : null;
      const buyer = people.get(refund.buyerId);
      const developer = people.get(refund.developerId);
      const at = refund.createdAt;
      const common = {
        productName: config.PRODUCT_NAME,
        appName: app.name,
        amount: fromCents(refund.amountCents),
        reason: refund.reason,
        date: at,
      };
      if (buyer)
        await enqueueMail(
          tx,
          refundRequestedMail({
            ...common,
            language: buyer.language,
            to: recipient(buyer),
            orderId: order?.providerOrderId ?? refund.saleId,
            purchasesUrl,
          }),
          at,
        );
      if (developer)
        await enqueueMail(
          tx,
          refundRequestNoticeMail({
            ...common,
            language: developer.language,
            to: recipient(developer),
            refundsUrl: `${baseUrl}/developer-dashboard?tab=refunds`,
          }),
          at,
        );
    },

    /**
     * A refund was completed (the money went back): the buyer is told their access ended and the
     * developer what leaves their balance, each in their language, in the completing transaction.
     */
    async refundCompleted(tx: TDb, facts: { refund: TRefundRow; sale: TSaleRow }) {
      const { refund, sale } = facts;
      const now = refund.completedAt ?? clock.now();
      const people = await contactsOf(tx, [refund.buyerId, refund.developerId]);
      const app = await createProjectRepository(tx).findNames(refund.projectId);
      const order = await createPaymentRepository(tx).findOrderById(sale.orderId);
      if (!app) return;
      const buyer = people.get(refund.buyerId);
      const developer = people.get(refund.developerId);
      if (buyer)
        await enqueueMail(
          tx,
          refundCompletedMail({
            language: buyer.language,
            productName: config.PRODUCT_NAME,
            buyer: recipient(buyer),
            appName: app.name,
            amount: fromCents(refund.amountCents),
            orderId: order?.providerOrderId ?? sale.orderId,
            date: now,
            appUrl: `${baseUrl}/app/${app.slug}`,
          }),
          now,
        );
      if (developer)
        await enqueueMail(
          tx,
          refundNoticeMail({
            language: developer.language,
            productName: config.PRODUCT_NAME,
            developer: recipient(developer),
            appName: app.name,
            amount: fromCents(refund.amountCents),
            net: fromCents(refund.netCents),
            reason: refund.reason,
            paidOut: sale.payoutStatus === 'PAID',
            dashboardUrl: `${baseUrl}/developer-dashboard?tab=payouts`,
          }),
          now,
        );
    },

    /** An admin refused a request: the buyer is told, with the admin's reason, in their language. */
    async refundRefused(tx: TDb, facts: { refund: TRefundRow }) {
      const { refund } = facts;
      const now = refund.decidedAt ?? clock.now();
      const buyer = (await contactsOf(tx, [refund.buyerId])).get(refund.buyerId);
      const app = await createProjectRepository(tx).findNames(refund.projectId);
      if (!buyer || !app) return;
      await enqueueMail(
        tx,
        refundRefusedMail({
          language: buyer.language,
          productName: config.PRODUCT_NAME,
          buyer: recipient(buyer),
          appName: app.name,
          reason: refund.decisionNote ?? '',
          purchasesUrl,
        }),
        now,
      );
    },
  };
}
