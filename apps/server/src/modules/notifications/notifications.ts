import type { TConfig } from '../../config/env';
import { systemClock, type TClock } from '../../lib/clock';
import { accountNotifications } from './account-notifications';
import { buildNotifications } from './build-notifications';
import { commentNotifications } from './comment-notifications';
import { customRequestNotifications } from './custom-request-notifications';
import { notifyContext } from './notify-context';
import { payoutNotifications } from './payout-notifications';
import { refundNotifications } from './refund-notifications';
import { saleNotifications } from './sale-notifications';

/**
 * What the product tells people: one function per event, deciding who hears of it and how. Each
 * takes the transaction of the change it tells about and the event's facts (rows, ids), looks the
 * readers up, and queues their mail through the outbox in that transaction, in each reader's
 * language, so a change never goes without its mails and a rolled back change sends none.
 *
 * This is also where in-app notices (stored as codes, read in the reader's language) will plug in:
 * an event's function will write them beside its mails. There are none yet.
 */
export function createNotifications({ config, clock = systemClock }: { config: TConfig; clock?: TClock }) {
  const context = notifyContext(config, clock);
  return {
    ...saleNotifications(context),
    ...refundNotifications(context),
    ...payoutNotifications(context),
    ...buildNotifications(context),
    ...accountNotifications(context),
    ...customRequestNotifications(context),
    ...commentNotifications(context),
  };
}

export type TNotifications = ReturnType<typeof createNotifications>;
