import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import type { TSaleRow } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { enqueueMail } from '../mail';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { purchaseReceiptMail, saleNoticeMail } from './templates/mail-templates';

export function saleNotifications({ config, baseUrl }: TNotifyContext) {
  return {
    /**
     * A sale was recorded: the buyer gets their receipt and the developer a sale notice, each in
     * their language, queued at the sale's time.
     */
    async saleRecorded(tx: TDb, facts: { sale: TSaleRow; providerOrderId: string }) {
      const { sale } = facts;
      const people = await contactsOf(tx, [sale.buyerId, sale.developerId]);
      const app = await createProjectRepository(tx).findNames(sale.projectId);
      if (!app) return;
      const buyer = people.get(sale.buyerId);
      const developer = people.get(sale.developerId);
      if (buyer)
        await enqueueMail(
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
          }),
          sale.createdAt,
        );
      if (developer)
        await enqueueMail(
          tx,
          saleNoticeMail({
            language: developer.language,
            productName: config.PRODUCT_NAME,
            developer: recipient(developer),
            appName: app.name,
            amount: fromCents(sale.amountCents),
            commission: fromCents(sale.commissionCents),
            net: fromCents(sale.netCents),
            dashboardUrl: `${baseUrl}/developer-dashboard?tab=payouts`,
          }),
          sale.createdAt,
        );
    },
  };
}
