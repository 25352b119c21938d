import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';
import { usd } from './mail-templates';

type TRefundRequestMail = {
  language: string;
  productName: string;
  to: { email: string; name: string };
  appName: string;
  amount: number;
  /** The buyer's reason, as they wrote it. */
  reason: string;
  date: Date;
};

/** The buyer's receipt of their refund request: what they asked, and that an admin decides. */
export function refundRequestedMail(
  input: TRefundRequestMail & { orderId: string; purchasesUrl: string },
): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  return {
    kind: 'refund_requested',
    to: input.to,
    subject: t('mail.refund.requestedSubject', { app: input.appName }),
    ...composeMail({
      title: t('mail.refund.requestedTitle'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.refund.requestedBody', { app: input.appName })],
      facts: [
        [t('mail.app'), input.appName],
        [t('mail.amount'), usd(input.amount)],
        [t('mail.order'), input.orderId],
        [t('mail.date'), input.date.toISOString().slice(0, 10)],
      ],
      notes: [{ heading: t('mail.refund.yourReason'), text: input.reason }],
      action: { href: input.purchasesUrl, text: t('mail.refund.purchases') },
    }),
  };
}

/**
 * The developer's notice that a buyer asked for a refund of a sale of their app, with the buyer's
 * reason (the developer sees it in their dashboard too, never the buyer's address), and where to
 * add their comment while the request is open.
 */
export function refundRequestNoticeMail(input: TRefundRequestMail & { refundsUrl: string }): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  return {
    kind: 'refund_request_notice',
    to: input.to,
    subject: t('mail.refund.noticeSubject', { app: input.appName }),
    ...composeMail({
      title: t('mail.refund.noticeTitle'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.refund.noticeBody', { app: input.appName })],
      facts: [
        [t('mail.app'), input.appName],
        [t('mail.amount'), usd(input.amount)],
        [t('mail.date'), input.date.toISOString().slice(0, 10)],
      ],
      notes: [{ heading: t('mail.refund.buyerReason'), text: input.reason }],
      action: { href: input.refundsUrl, text: t('mail.refund.comment') },
    }),
  };
}

/** The developer's notice that an admin refused a refund request on their app: the sale stands. */
export function refundRefusedNoticeMail(input: {
  language: string;
  productName: string;
  to: { email: string; name: string };
  appName: string;
  reason: string;
  refundsUrl: string;
}): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  return {
    kind: 'refund_refused_notice',
    to: input.to,
    subject: t('mail.refund.refusedNoticeSubject', { app: input.appName }),
    ...composeMail({
      title: t('mail.refund.refusedNoticeTitle'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.refund.refusedNoticeBody', { app: input.appName })],
      facts: [],
      notes: input.reason ? [{ heading: t('mail.refund.adminReason'), text: input.reason }] : [],
      action: { href: input.refundsUrl, text: t('mail.refund.toDashboard') },
    }),
  };
}
