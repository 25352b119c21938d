import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: `whsec_` and 32 random bytes in base64url (shown to the developer once). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** HMAC-SHA256 of `${timestamp}.${body}` under the secret, in hex. */
export const signatureOf = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The `Vitrina-Signature` header: `t=<unix seconds>,v1=<hex>`, with one `v1` per secret in force
 * (two during the 24 hours after a rotation, the new secret's first).
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(
    ',',
  );
}
