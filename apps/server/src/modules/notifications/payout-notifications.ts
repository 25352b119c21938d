import { fromCents } from '@vitrina/shared/payments/commission';
import type { TDb } from '../../db/client';
import type { TPayoutRow } from '../../db/repositories/payout.repository';
import { addNotices } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { payoutSentMail } from './templates/payout-mail-templates';

export function payoutNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);
  return {
    /** A payout was paid: the developer is told the amount and the provider's reference, in their language. */
    async payoutSent(tx: TDb, facts: { payout: TPayoutRow }) {
      const { payout } = facts;
      const developer = (await contactsOf(tx, [payout.developerId])).get(payout.developerId);
      if (!developer) return;
      const at = payout.paidAt ?? clock.now();
      const dashboard = '/developer-dashboard?tab=payouts';
      await addNotices(
        tx,
        [
          {
            userId: developer.id,
            code: 'developer.payout_sent',
            params: { amountCents: payout.amountCents },
            link: dashboard,
          },
        ],
        at,
      );
      await mails.sendOptional(
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
          dashboardUrl: `${baseUrl}${dashboard}`,
        }),
        { userId: developer.id, language: developer.language, kind: 'sales' },
        at,
      );
    },
  };
}
