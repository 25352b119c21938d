import { adminMessages } from './dictionaries/admin.messages';
import { appHostMessages } from './dictionaries/app-host.messages';
import { authMessages } from './dictionaries/auth.messages';
import { buildMessages } from './dictionaries/build.messages';
import { commonMessages } from './dictionaries/common.messages';
import { customRequestMessages } from './dictionaries/custom-request.messages';
import { discountMessages } from './dictionaries/discount.messages';
import { engagementMessages } from './dictionaries/engagement.messages';
import { githubCheckMessages } from './dictionaries/github-check.messages';
import { ledgerMessages } from './dictionaries/ledger.messages';
import { mailMessages } from './dictionaries/mail.messages';
import { noticeMessages } from './dictionaries/notice.messages';
import { paymentMessages } from './dictionaries/payment.messages';
import { projectMessages } from './dictionaries/project.messages';
import { refundMessages } from './dictionaries/refund.messages';
import { systemMessages } from './dictionaries/system.messages';
import { webhookMessages } from './dictionaries/webhook.messages';
import { FALLBACK_LANGUAGE, pickLanguage, SUPPORTED_LANGUAGES, type TLanguage } from './languages';

/**
 * Messages that both the server (error bodies) and the web app (form errors) show.
 * Zod schemas in this package use these keys as their messages; each side translates a key
 * with `translateMessage` into the reader's language. Spanish is the fallback.
 */
export { FALLBACK_LANGUAGE, pickLanguage, SUPPORTED_LANGUAGES, type TLanguage };

const es = {
  ...commonMessages.es,
  ...authMessages.es,
  ...projectMessages.es,
  ...engagementMessages.es,
  ...paymentMessages.es,
  ...discountMessages.es,
  ...adminMessages.es,
  ...customRequestMessages.es,
  ...githubCheckMessages.es,
  ...buildMessages.es,
  ...appHostMessages.es,
  ...refundMessages.es,
  ...ledgerMessages.es,
  ...mailMessages.es,
  ...noticeMessages.es,
  ...webhookMessages.es,
  ...systemMessages.es,
};

export type TMessageKey = keyof typeof es;

const en: Record<TMessageKey, string> = {
  ...commonMessages.en,
  ...authMessages.en,
  ...projectMessages.en,
  ...engagementMessages.en,
  ...paymentMessages.en,
  ...discountMessages.en,
  ...adminMessages.en,
  ...customRequestMessages.en,
  ...githubCheckMessages.en,
  ...buildMessages.en,
  ...appHostMessages.en,
  ...refundMessages.en,
  ...ledgerMessages.en,
  ...mailMessages.en,
  ...noticeMessages.en,
  ...webhookMessages.en,
  ...systemMessages.en,
};

export const messages: Record<TLanguage, Record<TMessageKey, string>> = { es, en };

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(es, key);
}

/** Translates a message key (unknown keys are returned as they are) and fills {{placeholders}}. */
export function translateMessage(
  key: string,
  language: string | null | undefined,
  params: Record<string, string | number> = {},
): string {
  const lang = pickLanguage(language);
  const template = isMessageKey(key) ? messages[lang][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
