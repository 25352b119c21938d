import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';

type TOwnerMail = {
  language: string;
  productName: string;
  /** The app's owner. */
  to: { email: string; name: string };
  appName: string;
};

/**
 * A new version of an app the reader owns is now the one that opens: its version and the first
 * lines of its release notes (none: the section is left out), with a link to the app's page.
 */
export function appUpdateMail(
  input: TOwnerMail & { version: string; notes: string | null; appUrl: string },
): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const about = { app: input.appName, version: input.version };
  return {
    kind: 'app_update',
    to: input.to,
    subject: t('mail.update.subject', about),
    ...composeMail({
      title: t('mail.update.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.update.body', about)],
      facts: [
        [t('mail.app'), input.appName],
        [t('mail.version'), input.version],
      ],
      notes: input.notes ? [{ heading: t('mail.update.notes'), text: input.notes }] : [],
      action: { href: input.appUrl, text: t('mail.update.open') },
    }),
  };
}

/** An app the reader owns was taken out of the store (their purchase stays theirs). */
export function appSuspendedMail(input: TOwnerMail & { purchasesUrl: string }): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const about = { app: input.appName };
  return {
    kind: 'app_suspended',
    to: input.to,
    subject: t('mail.suspended.subject', about),
    ...composeMail({
      title: t('mail.suspended.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.suspended.body', about)],
      facts: [],
      action: { href: input.purchasesUrl, text: t('mail.purchases') },
    }),
  };
}

/** An app the reader owns is back in the store. */
export function appRestoredMail(input: TOwnerMail & { appUrl: string }): TOutboxMessage {
  const t = wordsIn(input.language, input.productName);
  const about = { app: input.appName };
  return {
    kind: 'app_restored',
    to: input.to,
    subject: t('mail.restored.subject', about),
    ...composeMail({
      title: t('mail.restored.title'),
      greeting: t('mail.greeting', { name: input.to.name }),
      paragraphs: [t('mail.restored.body', about)],
      facts: [],
      action: { href: input.appUrl, text: t('mail.update.open') },
    }),
  };
}
