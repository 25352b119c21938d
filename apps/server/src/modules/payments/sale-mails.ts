import { fromCents } from '@vitrina/shared/payments/commission';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import type { sales } from '../../db/tables/payments';
import { publicBaseUrl } from '../../lib/public-url';
import { enqueueMail } from '../mail/mail-outbox';
import { purchaseReceiptMail, saleNoticeMail } from '../mail/mail-templates';

/**
 * Queues the buyer's receipt and the developer's sale notice, each in its reader's language, in the
 * transaction that records the sale (so a sale never goes without its mails).
 */
export async function enqueueSaleMails(
  tx: TDb,
  sale: typeof sales.$inferSelect,
  providerOrderId: string,
  config: TConfig,
) {
  const people = await createUserRepository(tx).findContacts([sale.buyerId, sale.developerId]);
  const app = await createProjectRepository(tx).findNames(sale.projectId);
  if (!app) return;
  const baseUrl = publicBaseUrl(config);
  const buyer = people.find((p) => p.id === sale.buyerId);
  const developer = people.find((p) => p.id === sale.developerId);
  if (buyer)
    await enqueueMail(
      tx,
      purchaseReceiptMail({
        language: buyer.language,
        productName: config.PRODUCT_NAME,
        buyer: { email: buyer.email, name: buyer.name },
        appName: app.name,
        amount: fromCents(sale.amountCents),
        orderId: providerOrderId,
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
        developer: { email: developer.email, name: developer.name },
        appName: app.name,
        amount: fromCents(sale.amountCents),
        commission: fromCents(sale.commissionCents),
        net: fromCents(sale.netCents),
        dashboardUrl: `${baseUrl}/developer-dashboard?tab=payouts`,
      }),
      sale.createdAt,
    );
}
