import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { publicBaseUrl } from '../../lib/public-url';
import { passwordChangedMail, passwordResetMail } from '../mail/account-mails';
import { enqueueMail } from '../mail/mail-outbox';

/**
 * The mails about an account's password, queued in the transaction of the change they tell about,
 * in the account's language. The reset link carries its token after `#`: a fragment never reaches
 * a server, so the token stays out of access logs and Referer headers.
 */
export function createPasswordMails(config: TConfig) {
  const baseUrl = publicBaseUrl(config);
  const recipient = (user: TUserRow) => ({ email: user.email, name: user.name });
  return {
    async queueResetLink(tx: TDb, user: TUserRow, token: string, now: Date) {
      const message = passwordResetMail({
        language: user.language,
        productName: config.PRODUCT_NAME,
        to: recipient(user),
        resetUrl: `${baseUrl}/reset-password#token=${token}`,
        minutes: PASSWORD_RESET_LIMITS.linkMinutes,
      });
      await enqueueMail(tx, message, now);
    },

    async queueChangedNotice(tx: TDb, user: TUserRow, now: Date) {
      const message = passwordChangedMail({
        language: user.language,
        productName: config.PRODUCT_NAME,
        to: recipient(user),
        date: now,
        forgotUrl: `${baseUrl}/forgot-password`,
      });
      await enqueueMail(tx, message, now);
    },
  };
}
