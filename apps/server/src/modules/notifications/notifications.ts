import type { TConfig } from '../../config/env';
import { systemClock, type TClock } from '../../lib/clock';
import { accountNotifications } from './account-notifications';
import { buildNotifications } from './build-notifications';
import { catalogueNotifications } from './catalogue-notifications';
import { commentNotifications } from './comment-notifications';
import { customRequestNotifications } from './custom-request-notifications';
import { notifyContext } from './notify-context';
import { payoutNotifications } from './payout-notifications';
import { refundNotifications } from './refund-notifications';
import { saleNotifications } from './sale-notifications';
import { webhookNotifications } from './webhook-notifications';

/**
 * What the product tells people: one function per event, deciding who hears of it and how. Each
 * takes the transaction of the change it tells about and the event's facts (rows, ids), looks the
 * readers up, and queues their mail through the outbox in that transaction, in each reader's
 * language, so a change never goes without its mails and a rolled back change sends none.
 *
 * Beside its mails, an event's function writes the in-app notices (stored as a code and its
 * parameters, put into words in the reader's language when read). Mails a person may turn off go
 * only when they want them, with a one-click unsubscribe link; notices always happen. A change that
 * concerns every owner of an app records one job, and the owner notice worker tells them in batches.
 */
export function createNotifications({
  config,
  clock = systemClock,
  secret,
}: {
  config: TConfig;
  clock?: TClock;
  /** The app-token secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
}) {
  const context = notifyContext(config, clock, secret);
  return {
    ...saleNotifications(context),
    ...refundNotifications(context),
    ...payoutNotifications(context),
    ...buildNotifications(context),
    ...accountNotifications(context),
    ...customRequestNotifications(context),
    ...commentNotifications(context),
    ...catalogueNotifications(context),
    ...webhookNotifications(context),
  };
}

export type TNotifications = ReturnType<typeof createNotifications>;
