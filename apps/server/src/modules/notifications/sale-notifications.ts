import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import { createDiscountRepository } from '../../db/repositories/discount.repository';
import type { TSaleRow } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { addNotices } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { purchaseReceiptMail, saleNoticeMail, type TOrderDiscount } from './templates/mail-templates';

/** The discount code an order was made with, as the receipt shows it; null without one. */
async function discountOf(tx: TDb, orderId: string): Promise<TOrderDiscount | null> {
  const discounts = createDiscountRepository(tx);
  const use = await discounts.useOfOrder(orderId);
  const code = use ? await discounts.find(use.codeId) : null;
  if (!use || !code) return null;
  return {
    code: code.code,
    listAmount: fromCents(use.listPriceCents),
    off: fromCents(use.listPriceCents - use.priceCents),
  };
}

export function saleNotifications(context: TNotifyContext) {
  const { config, baseUrl } = context;
  const mails = optionalMails(context);
  return {
    /**
     * A sale was recorded: the buyer gets their receipt and the developer a sale notice (by mail,
     * unless they turned those off, and in the product), each in their language, at the sale's time.
     */
    async saleRecorded(tx: TDb, facts: { sale: TSaleRow; providerOrderId: string }) {
      const { sale } = facts;
      const people = await contactsOf(tx, [sale.buyerId, sale.developerId]);
      const app = await createProjectRepository(tx).findNames(sale.projectId);
      if (!app) return;
      const buyer = people.get(sale.buyerId);
      const developer = people.get(sale.developerId);
      const at = sale.createdAt;
      const discount = await discountOf(tx, sale.orderId);
      if (buyer)
        await mails.sendOptional(
          tx,
          purchaseReceiptMail({
            language: buyer.language,
            productName: config.PRODUCT_NAME,
            buyer: recipient(buyer),
            appName: app.name,
            amount: fromCents(sale.amountCents),
            orderId: facts.providerOrderId,
            date: sale.createdAt,
            appUrl: `${baseUrl}/app/${app.slug}`,
            refundDays: config.REFUND_WINDOW_DAYS,
            discount,
          }),
          { userId: buyer.id, language: buyer.language, kind: 'purchases' },
          at,
        );
      if (!developer) return;
      const dashboard = '/developer-dashboard?tab=payouts';
      await addNotices(
        tx,
        [
          {
            userId: developer.id,
            code: 'developer.sale',
            params: {
              app: app.name,
              amountCents: sale.amountCents,
              netCents: sale.netCents,
            },
            link: dashboard,
            projectId: sale.projectId,
          },
        ],
        at,
      );
      await mails.sendOptional(
        tx,
        saleNoticeMail({
          language: developer.language,
          productName: config.PRODUCT_NAME,
          developer: recipient(developer),
          appName: app.name,
          amount: fromCents(sale.amountCents),
          commission: fromCents(sale.commissionCents),
          net: fromCents(sale.netCents),
          dashboardUrl: `${baseUrl}${dashboard}`,
        }),
        { userId: developer.id, language: developer.language, kind: 'sales' },
        at,
      );
    },
  };
}
