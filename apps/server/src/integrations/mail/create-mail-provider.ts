import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config/env';
import { createBrevoProvider } from './brevo.provider';
import { createLogProvider } from './log.provider';
import type { TMailProvider } from './mail-provider';
import { createSmtpProvider } from './smtp.provider';

/** The provider MAIL_PROVIDER names. */
export function createMailProvider(config: TConfig, log: Pick<FastifyBaseLogger, 'info'>): TMailProvider {
  if (config.MAIL_PROVIDER === 'brevo' && config.BREVO_API_KEY)
    return createBrevoProvider({
      baseUrl: config.BREVO_API_URL,
      apiKey: config.BREVO_API_KEY,
      timeoutMs: config.MAIL_TIMEOUT_MS,
    });
  if (config.MAIL_PROVIDER === 'smtp' && config.SMTP_URL)
    return createSmtpProvider({ url: config.SMTP_URL, timeoutMs: config.MAIL_TIMEOUT_MS });
  return createLogProvider(log);
}
