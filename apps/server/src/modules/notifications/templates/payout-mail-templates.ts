import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';
import { usd } from './mail-templates';

/** The developer's notice of a payout sent to them: amount, the provider's reference, the account. */
export function payoutSentMail(input: {
  language: string;
  productName: string;
  to: { email: string; name: string };
  amount: number;
  reference: string;
  receiver: string;
  salesCount: number;
  date: Date;
  dashboardUrl: string;
}): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const amount = usd(input.amount);
  return {
    kind: 'payout_sent',
    to: input.to,
    subject: t('mail.payout.subject', { amount }),
    ...composeMail({
      title: t('mail.payout.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.payout.body')],
      facts: [
        [t('mail.amount'), amount],
        [t('mail.payout.reference'), input.reference],
        [t('mail.payout.account'), input.receiver],
        [t('mail.payout.sales'), String(input.salesCount)],
        [t('mail.date'), input.date.toISOString().slice(0, 10)],
      ],
      action: { href: input.dashboardUrl, text: t('mail.payout.dashboard') },
    }),
  };
}
