import type { TRole } from '@vitrina/shared/auth/roles';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import { emailKindsFor } from '@vitrina/shared/notices/email-kinds';
import type {
  TAppEmailSetting,
  TEmailSettings,
  TUnsubscribeDetails,
  TUnsubscribeResult,
  TUpdateEmailSetting,
} from '@vitrina/shared/notices/notice.schemas';
import type { TAppDeps } from '../../app-deps';
import { createEmailSettingsRepository } from '../../db/repositories/email-settings.repository';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { createUserRepository } from '../../db/repositories/user.repository';
import { AppError } from '../../lib/app-error';
import { createUnsubscribeTokens, type TUnsubscribeClaims } from '../../lib/unsubscribe-tokens';
import { createProjectAccess } from '../access';

type TReader = { id: string; role: TRole };

/** An address with most of its name hidden ('l•••@vitrina.app'): an unsubscribe link may be forwarded. */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const invalidLink = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 'notice.unsubscribe.invalid');

/**
 * Which e-mails a person gets: each kind on or off (security mails are no kind: always sent), an
 * app's update mails one by one, and the one-click unsubscribe of a mail's link, which needs no
 * session: its signed token names the person, the kind and the app.
 */
export function createEmailSettingsService(deps: TAppDeps) {
  const { db, clock } = deps;
  const repo = createEmailSettingsRepository(db);
  const projectAccess = createProjectAccess(db);
  const tokens = createUnsubscribeTokens(deps.appTokenSecret);

  /** The claims of a token we signed, naming an account that still exists; else the link is invalid. */
  async function verified(token: string) {
    const claims = tokens.verify(token);
    if (!claims) throw invalidLink();
    const person = await createUserRepository(db).findById(claims.userId);
    if (!person) throw invalidLink();
    return { claims, person };
  }

  /** What the token's link stops, and whether those mails still come. */
  async function detailsOf(claims: TUnsubscribeClaims, email: string): Promise<TUnsubscribeDetails> {
    const app = claims.projectId ? await createProjectRepository(db).findNames(claims.projectId) : null;
    const subscribed = await repo.mailAllowed(claims.userId, claims.kind, app ? claims.projectId : null);
    return { kind: claims.kind, appName: app?.name ?? null, email: maskEmail(email), subscribed };
  }

  return {
    async settings(reader: TReader): Promise<TEmailSettings> {
      const [muted, apps] = await Promise.all([repo.mutedKinds(reader.id), repo.ownedApps(reader.id)]);
      return {
        kinds: emailKindsFor(reader.role).map((kind) => ({ kind, enabled: !muted.includes(kind) })),
        apps,
      };
    },

    async setKind(reader: TReader, change: TUpdateEmailSetting): Promise<TEmailSettings> {
      await repo.setKind(reader.id, change.kind, change.enabled, clock.now());
      return this.settings(reader);
    },

    /** An app's update mails on or off, for a person who owns it. */
    async setApp(reader: TReader, projectIdOrSlug: string, enabled: boolean): Promise<TAppEmailSetting> {
      const item = await projectAccess.loadFor(projectIdOrSlug, reader, 'followUpdates');
      await repo.setApp(reader.id, item.project.id, enabled, clock.now());
      return { projectId: item.project.id, enabled };
    },

    /** What an unsubscribe link would stop (the page shows it before the button); changes nothing. */
    async unsubscribeDetails(token: string): Promise<TUnsubscribeDetails> {
      const { claims, person } = await verified(token);
      return detailsOf(claims, person.email);
    },

    /**
     * The one-click unsubscribe (RFC 8058): turns off the kind the token names, or for an update
     * mail that app's updates. Again is fine; a token we did not sign changes nothing.
     */
    async unsubscribe(token: string, language?: string): Promise<TUnsubscribeResult> {
      const { claims, person } = await verified(token);
      const now = clock.now();
      const app = claims.projectId ? await createProjectRepository(db).findNames(claims.projectId) : null;
      if (claims.kind === 'app_updates' && claims.projectId) {
        if (app) await repo.setApp(claims.userId, claims.projectId, false, now);
      } else await repo.setKind(claims.userId, claims.kind, false, now);
      return {
        ...(await detailsOf(claims, person.email)),
        message: translateMessage('notice.unsubscribe.done', language),
      };
    },
  };
}

export type TEmailSettingsService = ReturnType<typeof createEmailSettingsService>;
