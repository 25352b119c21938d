import { fromCents } from '@vitrina/shared/payments/commission';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createPaymentRepository, type TSaleRow } from '../../db/repositories/payment.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TRefundRow } from '../../db/repositories/refund.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import { publicBaseUrl } from '../../lib/public-url';
import { enqueueMail } from '../mail/mail-outbox';
import { refundCompletedMail, refundNoticeMail, refundRefusedMail } from '../mail/refund-mail-templates';

/**
 * Queues the buyer's notice of the refund and the developer's, each in its reader's language, in
 * the transaction that completes the refund (so a refund never goes without its mails).
 */
export async function enqueueRefundCompletedMails(
  tx: TDb,
  refund: TRefundRow,
  sale: TSaleRow,
  config: TConfig,
  now: Date,
) {
  const people = await createUserRepository(tx).findContacts([refund.buyerId, refund.developerId]);
  const app = await createProjectRepository(tx).findNames(refund.projectId);
  const order = await createPaymentRepository(tx).findOrderById(sale.orderId);
  if (!app) return;
  const baseUrl = publicBaseUrl(config);
  const buyer = people.find((p) => p.id === refund.buyerId);
  const developer = people.find((p) => p.id === refund.developerId);
  if (buyer)
    await enqueueMail(
      tx,
      refundCompletedMail({
        language: buyer.language,
        productName: config.PRODUCT_NAME,
        buyer: { email: buyer.email, name: buyer.name },
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
        developer: { email: developer.email, name: developer.name },
        appName: app.name,
        amount: fromCents(refund.amountCents),
        net: fromCents(refund.netCents),
        reason: refund.reason,
        paidOut: sale.payoutStatus === 'PAID',
        dashboardUrl: `${baseUrl}/developer-dashboard?tab=payouts`,
      }),
      now,
    );
}

/** Queues the buyer's notice that their request was refused, with the admin's reason. */
export async function enqueueRefundRefusedMail(tx: TDb, refund: TRefundRow, config: TConfig, now: Date) {
  const [buyer] = await createUserRepository(tx).findContacts([refund.buyerId]);
  const app = await createProjectRepository(tx).findNames(refund.projectId);
  if (!buyer || !app) return;
  await enqueueMail(
    tx,
    refundRefusedMail({
      language: buyer.language,
      productName: config.PRODUCT_NAME,
      buyer: { email: buyer.email, name: buyer.name },
      appName: app.name,
      reason: refund.decisionNote ?? '',
      purchasesUrl: `${publicBaseUrl(config)}/user-dashboard`,
    }),
    now,
  );
}
