import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import { createPaymentRepository, type TSaleRow } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TRefundRow } from '../../db/repositories/refund.repository';
import { addNotices, noticeAdmins } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { refundCompletedMail, refundNoticeMail, refundRefusedMail } from './templates/refund-mail-templates';
import {
  refundRefusedNoticeMail,
  refundRequestedMail,
  refundRequestNoticeMail,
} from './templates/refund-request-mail-templates';

const PURCHASES = '/user-dashboard';
const DEVELOPER_REFUNDS = '/developer-dashboard?tab=refunds';

export function refundNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);
  const purchasesUrl = `${baseUrl}${PURCHASES}`;

  return {
    /**
     * A buyer asked for a refund: they get a receipt of their request, the app's developer a
     * notice with the buyer's reason (they may add a comment while it is open), each in their
     * language, and every admin a notice that a refund waits for their decision. A refund an admin
     * starts (a dispute) is no request and tells nobody yet.
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
      const amountCents = refund.amountCents;
      const common = {
        productName: config.PRODUCT_NAME,
        appName: app.name,
        amount: fromCents(refund.amountCents),
        reason: refund.reason,
        date: at,
      };
      if (buyer)
        await mails.sendOptional(
          tx,
          refundRequestedMail({
            ...common,
            language: buyer.language,
            to: recipient(buyer),
            orderId: order?.providerOrderId ?? refund.saleId,
            purchasesUrl,
          }),
          { userId: buyer.id, language: buyer.language, kind: 'purchases' },
          at,
        );
      if (developer) {
        await addNotices(
          tx,
          [
            {
              userId: developer.id,
              code: 'developer.refund_requested',
              params: { app: app.name, amountCents },
              quote: refund.reason,
              link: DEVELOPER_REFUNDS,
              projectId: refund.projectId,
            },
          ],
          at,
        );
        await mails.sendOptional(
          tx,
          refundRequestNoticeMail({
            ...common,
            language: developer.language,
            to: recipient(developer),
            refundsUrl: `${baseUrl}${DEVELOPER_REFUNDS}`,
          }),
          { userId: developer.id, language: developer.language, kind: 'refunds' },
          at,
        );
      }
      await noticeAdmins(
        tx,
        {
          code: 'admin.refund_waiting',
          params: { app: app.name, amountCents },
          quote: refund.reason,
          link: '/admin-dashboard?tab=refunds',
          projectId: refund.projectId,
        },
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
      const amountCents = refund.amountCents;
      await addNotices(
        tx,
        [
          ...(buyer
            ? [
                {
                  userId: buyer.id,
                  code: 'owner.refund_completed' as const,
                  params: { app: app.name, amountCents },
                  link: `/app/${app.slug}`,
                  projectId: refund.projectId,
                },
              ]
            : []),
          ...(developer
            ? [
                {
                  userId: developer.id,
                  code: 'developer.refund_completed' as const,
                  params: { app: app.name, amountCents, netCents: refund.netCents },
                  link: '/developer-dashboard?tab=payouts',
                  projectId: refund.projectId,
                },
              ]
            : []),
        ],
        now,
      );
      if (buyer)
        await mails.sendOptional(
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
          { userId: buyer.id, language: buyer.language, kind: 'purchases' },
          now,
        );
      if (developer)
        await mails.sendOptional(
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
          { userId: developer.id, language: developer.language, kind: 'refunds' },
          now,
        );
    },

    /**
     * An admin refused a request: the buyer is told, with the admin's reason, and the app's
     * developer that the sale stands, each in their language.
     */
    async refundRefused(tx: TDb, facts: { refund: TRefundRow }) {
      const { refund } = facts;
      const now = refund.decidedAt ?? clock.now();
      const people = await contactsOf(tx, [refund.buyerId, refund.developerId]);
      const app = await createProjectRepository(tx).findNames(refund.projectId);
      if (!app) return;
      const buyer = people.get(refund.buyerId);
      const developer = people.get(refund.developerId);
      const reason = refund.decisionNote ?? '';
      await addNotices(
        tx,
        [
          ...(buyer
            ? [
                {
                  userId: buyer.id,
                  code: 'owner.refund_refused' as const,
                  params: { app: app.name },
                  quote: reason || null,
                  link: PURCHASES,
                  projectId: refund.projectId,
                },
              ]
            : []),
          ...(developer
            ? [
                {
                  userId: developer.id,
                  code: 'developer.refund_refused' as const,
                  params: { app: app.name },
                  quote: reason || null,
                  link: DEVELOPER_REFUNDS,
                  projectId: refund.projectId,
                },
              ]
            : []),
        ],
        now,
      );
      if (buyer)
        await mails.sendOptional(
          tx,
          refundRefusedMail({
            language: buyer.language,
            productName: config.PRODUCT_NAME,
            buyer: recipient(buyer),
            appName: app.name,
            reason,
            purchasesUrl,
          }),
          { userId: buyer.id, language: buyer.language, kind: 'purchases' },
          now,
        );
      if (developer)
        await mails.sendOptional(
          tx,
          refundRefusedNoticeMail({
            language: developer.language,
            productName: config.PRODUCT_NAME,
            to: recipient(developer),
            appName: app.name,
            reason,
            refundsUrl: `${baseUrl}${DEVELOPER_REFUNDS}`,
          }),
          { userId: developer.id, language: developer.language, kind: 'refunds' },
          now,
        );
    },
  };
}
