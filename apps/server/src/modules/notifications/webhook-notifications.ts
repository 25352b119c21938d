import type { TDb } from '../../db/client';
import { addNotices } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { webhookPausedMail } from './templates/webhook-mail-template';

export function webhookNotifications(context: TNotifyContext) {
  const { config, baseUrl } = context;
  const mails = optionalMails(context);
  return {
    /**
     * A webhook endpoint whose deliveries all failed for 3 days was paused: its developer gets a
     * notice and (unless they turned webhook mails off) a mail in their language saying what to do.
     */
    async webhookPaused(
      tx: TDb,
      facts: { developerId: string; endpointId: string; url: string; lastResult: string; at: Date },
    ) {
      const developer = (await contactsOf(tx, [facts.developerId])).get(facts.developerId);
      if (!developer) return;
      const dashboard = '/developer-dashboard?tab=webhooks';
      await addNotices(
        tx,
        [
          {
            userId: developer.id,
            code: 'developer.webhook_paused',
            params: { url: facts.url },
            link: dashboard,
            dedupeKey: `webhook-paused:${facts.endpointId}:${facts.at.toISOString()}`,
          },
        ],
        facts.at,
      );
      await mails.sendOptional(
        tx,
        webhookPausedMail({
          language: developer.language,
          productName: config.PRODUCT_NAME,
          to: recipient(developer),
          url: facts.url,
          lastResult: facts.lastResult,
          dashboardUrl: `${baseUrl}${dashboard}`,
        }),
        { userId: developer.id, language: developer.language, kind: 'webhooks' },
        facts.at,
      );
    },
  };
}
