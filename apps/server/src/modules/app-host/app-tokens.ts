import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { TClock } from '../../lib/clock';

/** How long a launch address works: long enough to follow the redirect, too short to share. */
export const LAUNCH_TOKEN_SECONDS = 60;

/**
 * A launch token: one person may open one project's app, once, within a minute, on the app's
 * origin (`aud`). `bid` is the build it was issued for; `preview` pins that build (a developer's
 * or admin's look at a build that is not current), otherwise the cookie follows the current build.
 */
export type TLaunchClaims = {
  personId: string;
  projectId: string;
  buildId: string;
  preview: boolean;
  jti: string;
  expiresAt: Date;
};

/** An app session (the cookie of an app's host): who, which project, a pinned build if a preview. */
export type TAppSession = {
  personId: string;
  projectId: string;
  /** Only for a preview; null = the project's current build. */
  buildId: string | null;
  expiresAt: Date;
};

const ZLaunchPayload = z.object({
  sub: z.uuid(),
  pid: z.uuid(),
  bid: z.uuid(),
  pre: z.boolean(),
  jti: z.string().min(16).max(64),
  exp: z.number(),
});
const ZSessionPayload = z.object({
  sub: z.uuid(),
  pid: z.uuid(),
  bid: z.uuid().nullable(),
  exp: z.number(),
});

const ALGORITHM = 'HS256';

/** A key of its own for each use of the secret, so a launch token never passes for a cookie. */
const keyFor = (secret: string, use: string) =>
  new Uint8Array(createHmac('sha256', secret).update(`vitrina hosted apps: ${use}`).digest());

/**
 * Signs and checks launch tokens and app sessions (JWTs, HS256, keys derived from the app-token
 * secret). Checking verifies the signature, the audience (the origin of the host asked), the
 * expiry on the app's clock, and the claims' shape; anything else answers null.
 */
export function createAppTokens(secret: string, clock: TClock) {
  const launchKey = keyFor(secret, 'launch token');
  const sessionKey = keyFor(secret, 'app session');

  async function verified(token: string, key: Uint8Array, audience: string, maxAge?: number) {
    if (!token || token.length > 4096) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        audience,
        currentDate: clock.now(),
        requiredClaims: ['exp', 'sub'],
        ...(maxAge ? { maxTokenAge: maxAge } : {}),
      });
      return payload;
    } catch {
      return null;
    }
  }

  return {
    async issueLaunch(claims: Omit<TLaunchClaims, 'jti' | 'expiresAt'> & { audience: string }) {
      const now = clock.now();
      return new SignJWT({ pid: claims.projectId, bid: claims.buildId, pre: claims.preview })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.personId)
        .setAudience(claims.audience)
        .setIssuedAt(now)
        .setExpirationTime(new Date(now.getTime() + LAUNCH_TOKEN_SECONDS * 1000))
        .setJti(randomUUID())
        .sign(launchKey);
    },

    async verifyLaunch(token: string, audience: string): Promise<TLaunchClaims | null> {
      const parsed = ZLaunchPayload.safeParse(
        await verified(token, launchKey, audience, LAUNCH_TOKEN_SECONDS),
      );
      if (!parsed.success) return null;
      const { sub, pid, bid, pre, jti, exp } = parsed.data;
      return {
        personId: sub,
        projectId: pid,
        buildId: bid,
        preview: pre,
        jti,
        expiresAt: new Date(exp * 1000),
      };
    },

    async issueSession(session: Omit<TAppSession, 'expiresAt'> & { audience: string; hours: number }) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + session.hours * 3_600_000);
      const value = await new SignJWT({ pid: session.projectId, bid: session.buildId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(session.personId)
        .setAudience(session.audience)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(sessionKey);
      return { value, expiresAt };
    },

    async verifySession(value: string, audience: string): Promise<TAppSession | null> {
      const parsed = ZSessionPayload.safeParse(await verified(value, sessionKey, audience));
      if (!parsed.success) return null;
      const { sub, pid, bid, exp } = parsed.data;
      return { personId: sub, projectId: pid, buildId: bid, expiresAt: new Date(exp * 1000) };
    },
  };
}

export type TAppTokens = ReturnType<typeof createAppTokens>;
