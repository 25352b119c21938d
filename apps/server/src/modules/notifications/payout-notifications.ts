import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import type { TPayoutRow } from '../../db/repositories/payout.repository';
import { enqueueMail } from '../mail';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { payoutSentMail } from './templates/payout-mail-templates';

export function payoutNotifications({ config, clock, baseUrl }: TNotifyContext) {
  return {
    /** A payout was paid: the developer is told the amount and the provider's reference, in their language. */
    async payoutSent(tx: TDb, facts: { payout: TPayoutRow }) {
      const { payout } = facts;
      const developer = (await contactsOf(tx, [payout.developerId])).get(payout.developerId);
      if (!developer) return;
      const at = payout.paidAt ?? clock.now();
      await enqueueMail(
        tx,
        payoutSentMail({
          language: developer.language,
          productName: config.PRODUCT_NAME,
          to: recipient(developer),
          amount: fromCents(payout.amountCents),
          reference: payout.reference ?? '',
          receiver: payout.receiverMerchantId,
          salesCount: payout.salesCount,
          date: at,
          dashboardUrl: `${baseUrl}/developer-dashboard?tab=payouts`,
        }),
        at,
      );
    },
  };
}
