import { sql } from 'drizzle-orm';
import type { TActor } from '../src/modules/access';
import type { TTestApp } from './app-builder';
import { registerDeveloper, registerUser, uniqueEmail } from './factories';
import type { TFakeGithub } from './fake-github';

/** The kinds of caller a policy is asked about. */
export const ACTOR_KINDS = ['owner', 'otherDeveloper', 'user', 'admin', 'visitor'] as const;
export type TActorKind = (typeof ACTOR_KINDS)[number];

/**
 * The people the policy tests ask about: a developer who owns what the test makes (verified, so
 * their paid apps can be sold), another developer, a plain user, an admin, and a visitor (null).
 * `accounts` holds what the API answered at registration (tokens for the calls that make data).
 */
export async function accessActors(t: TTestApp, github: TFakeGithub) {
  const owner = await registerDeveloper(t, github);
  await t.deps.db.execute(sql`update users set verified = true where id = ${owner.user.id}`);
  const otherDeveloper = await registerDeveloper(t, github);
  const user = await registerUser(t);
  const admin = await t.services.auth.ensureAdmin({
    email: uniqueEmail('admin'),
    password: 'clave-admin-1',
  });
  const as: Record<TActorKind, TActor> = {
    owner: { id: owner.user.id, role: 'developer' },
    otherDeveloper: { id: otherDeveloper.user.id, role: 'developer' },
    user: { id: user.user.id, role: 'user' },
    admin: { id: admin.id, role: 'admin' },
    visitor: null,
  };
  return { accounts: { owner, otherDeveloper, user, admin }, as };
}

/** A refusal as the test compares it: its code and message (null: allowed). */
export const outcome = (error: { code: string; messageKey: string } | null) =>
  error && { code: error.code, messageKey: error.messageKey };

export const ALLOWED = null;
export const FORBIDDEN = { code: 'FORBIDDEN', messageKey: 'error.forbidden' } as const;
