import { MailProviderError, type TMailProvider } from './mail-provider';

/** Brevo's transactional e-mail API: `POST {base}/smtp/email` with the key in the `api-key` header. */
export function createBrevoProvider(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}): TMailProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/smtp/email`;
  return {
    name: 'brevo',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'api-key': options.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            sender: message.from,
            to: [{ email: message.to.email, ...(message.to.name ? { name: message.to.name } : {}) }],
            ...(message.replyTo
              ? {
                  replyTo: {
                    email: message.replyTo.email,
                    ...(message.replyTo.name ? { name: message.replyTo.name } : {}),
                  },
                }
              : {}),
            subject: message.subject,
            // Brevo sends these as the message's own headers (List-Unsubscribe and its one-click POST).
            ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
            htmlContent: message.html,
            textContent: message.text,
            ...(message.attachment
              ? {
                  attachment: [
                    { name: message.attachment.name, content: message.attachment.content.toString('base64') },
                  ],
                }
              : {}),
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new MailProviderError(`Brevo could not be reached: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        messageId?: string;
        message?: string;
      } | null;
      if (!response.ok) {
        // 400 and 401/403 will not get better by retrying the same request; 429 and 5xx may.
        const permanent = response.status === 400 || response.status === 401 || response.status === 403;
        throw new MailProviderError(
          `Brevo answered ${response.status}: ${body?.message ?? response.statusText}`,
          permanent,
        );
      }
      return { messageId: body?.messageId ?? 'brevo' };
    },
  };
}
