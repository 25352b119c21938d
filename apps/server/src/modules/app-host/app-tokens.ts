import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { TClock } from '../../lib/clock';

/** How long a launch address works: long enough to follow the redirect, too short to share. */
export const LAUNCH_TOKEN_SECONDS = 60;

/**
 * Which build an app session opens:
 * - `current`: the project's current build, whichever it is at each request;
 * - `preview`: one build, pinned (a developer's or admin's look at a build, reviewed or not);
 * - `version`: one approved version, pinned (an owner opening an earlier version).
 */
export type TAppSessionKind = 'current' | 'preview' | 'version';

/**
 * A launch token: one person may open one project's app, once, within a minute, on the app's
 * origin (`aud`). `bid` is the build it was issued for; a `preview` or `version` launch pins that
 * build, a `current` one follows the current build.
 */
export type TLaunchClaims = {
  personId: string;
  projectId: string;
  buildId: string;
  kind: TAppSessionKind;
  jti: string;
  expiresAt: Date;
};

/** An app session (the cookie of an app's host): who, which project, and a pinned build or none. */
export type TAppSession = {
  personId: string;
  projectId: string;
  kind: TAppSessionKind;
  /** The pinned build of a preview or a version; null = the project's current build. */
  buildId: string | null;
  expiresAt: Date;
};

// `pre` pins a preview; `ver` (with `pre` false) pins a version. Tokens and cookies signed before
// versions existed carry no `ver`: a pinned build in them is a preview, as it was.
const ZLaunchPayload = z.object({
  sub: z.uuid(),
  pid: z.uuid(),
  bid: z.uuid(),
  pre: z.boolean(),
  ver: z.boolean().optional(),
  jti: z.string().min(16).max(64),
  exp: z.number(),
});
const ZSessionPayload = z.object({
  sub: z.uuid(),
  pid: z.uuid(),
  bid: z.uuid().nullable(),
  ver: z.boolean().optional(),
  exp: z.number(),
});

const launchKindOf = (pre: boolean, ver: boolean | undefined): TAppSessionKind =>
  pre ? 'preview' : ver ? 'version' : 'current';
const sessionKindOf = (bid: string | null, ver: boolean | undefined): TAppSessionKind =>
  bid === null ? 'current' : ver ? 'version' : 'preview';

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
      return new SignJWT({
        pid: claims.projectId,
        bid: claims.buildId,
        pre: claims.kind === 'preview',
        ...(claims.kind === 'version' ? { ver: true } : {}),
      })
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
      const { sub, pid, bid, pre, ver, jti, exp } = parsed.data;
      return {
        personId: sub,
        projectId: pid,
        buildId: bid,
        kind: launchKindOf(pre, ver),
        jti,
        expiresAt: new Date(exp * 1000),
      };
    },

    async issueSession(session: Omit<TAppSession, 'expiresAt'> & { audience: string; hours: number }) {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + session.hours * 3_600_000);
      const pinned = session.kind === 'current' ? null : session.buildId;
      const value = await new SignJWT({
        pid: session.projectId,
        bid: pinned,
        ...(session.kind === 'version' ? { ver: true } : {}),
      })
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
      const { sub, pid, bid, ver, exp } = parsed.data;
      return {
        personId: sub,
        projectId: pid,
        kind: sessionKindOf(bid, ver),
        buildId: bid,
        expiresAt: new Date(exp * 1000),
      };
    },
  };
}

export type TAppTokens = ReturnType<typeof createAppTokens>;
