import type { TDb } from '../../db/client';
import type { TCustomRequestRow } from '../../db/tables/mail';
import { enqueueMail } from '../mail';
import type { TNotifyContext } from './notify-context';
import { customRequestMail } from './templates/mail-templates';

export function customRequestNotifications({ config, baseUrl }: TNotifyContext) {
  return {
    /**
     * A custom app request arrived: the site owner (MAIL_TO) gets it, in Spanish, with its file
     * (read from the blob store when the mail is sent); replies go to the requester.
     */
    async customRequestReceived(tx: TDb, facts: { request: TCustomRequestRow }) {
      const { request } = facts;
      const attachment =
        request.attachmentKey && request.attachmentName && request.attachmentType
          ? { key: request.attachmentKey, name: request.attachmentName, type: request.attachmentType }
          : null;
      const message = customRequestMail({
        id: request.id,
        productName: config.PRODUCT_NAME,
        name: request.name,
        email: request.email,
        description: request.description,
        sharedUrl: request.sharedUrl,
        attachmentName: request.attachmentName,
        adminUrl: `${baseUrl}/admin-dashboard?tab=requests`,
      });
      await enqueueMail(tx, { ...message, to: { email: config.MAIL_TO }, attachment }, request.createdAt);
    },
  };
}
