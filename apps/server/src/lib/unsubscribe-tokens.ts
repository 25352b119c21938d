import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type TEmailKind } from '@vitrina/shared/notices/email-kinds';
import { z } from 'zod';

/** What an unsubscribe link names: the person, the kind of mail, and the app for update mails. */
export type TUnsubscribeClaims = { userId: string; kind: TEmailKind; projectId: string | null };

const VERSION = 'u1';
const ZClaims = z.strictObject({
  u: z.uuid(),
  k: z.enum(EMAIL_KINDS),
  p: z.uuid().nullable(),
});

/**
 * Signs and checks the tokens of one-click unsubscribe links (RFC 8058): `u1.<claims>.<mac>`, the
 * claims as base64url JSON and the mac an HMAC-SHA256 of them under a key derived from the
 * app-token secret for this use alone (a launch token or app cookie never passes for one). A link
 * carries no expiry: a mail read months later must still unsubscribe. Anything altered, cut or
 * forged answers null; rotating APP_TOKEN_SECRET voids every link sent before.
 */
export function createUnsubscribeTokens(secret: string) {
  const key = createHmac('sha256', secret).update('vitrina e-mail unsubscribe').digest();
  const macOf = (payload: string) => createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();

  return {
    sign(claims: TUnsubscribeClaims): string {
      const payload = Buffer.from(
        JSON.stringify({ u: claims.userId, k: claims.kind, p: claims.projectId }),
      ).toString('base64url');
      return `${VERSION}.${payload}.${macOf(payload).toString('base64url')}`;
    },

    verify(token: string): TUnsubscribeClaims | null {
      if (token.length > 1000) return null;
      const [version, payload, mac, ...rest] = token.split('.');
      if (version !== VERSION || !payload || !mac || rest.length > 0) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = macOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Signed by us, so it is our JSON; parsed all the same (a key leaked or reused elsewhere).
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const parsed = ZClaims.safeParse(json);
      if (!parsed.success) return null;
      return { userId: parsed.data.u, kind: parsed.data.k, projectId: parsed.data.p };
    },
  };
}

export type TUnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
