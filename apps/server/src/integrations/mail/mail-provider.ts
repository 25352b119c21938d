/** One e-mail as every provider receives it. */
export type TMailMessage = {
  from: { email: string; name: string };
  to: { email: string; name?: string | null };
  replyTo?: { email: string; name?: string | null } | null;
  subject: string;
  html: string;
  text: string;
  attachment?: { name: string; type: string; content: Buffer } | null;
  /** Headers beside the usual ones, sent as they are (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
};

/** A send the provider refused or that could not be made; `permanent` ones are not retried. */
export class MailProviderError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'MailProviderError';
  }
}

export type TMailProvider = {
  readonly name: 'log' | 'brevo' | 'smtp';
  /** Sends one message; answers the provider's message id. */
  send(message: TMailMessage): Promise<{ messageId: string }>;
};
