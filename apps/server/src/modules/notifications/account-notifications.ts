import { PASSWORD_RESET_LIMITS } from '@vitrina/shared/auth/password-limits';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TUserRow } from '../../db/tables/accounts';
import type { TGithubCheckRow } from '../../db/tables/github-checks';
import { enqueueMail } from '../mail';
import { addNotices } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { passwordChangedMail, passwordResetMail } from './templates/account-mail-templates';
import { githubCheckFailedMail } from './templates/github-check-mail-template';

/**
 * What a person hears of their account: its password (security mails, never optional: no notice
 * settings apply and no unsubscribe link), and a GitHub check that failed.
 */
export function accountNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);
  return {
    /**
     * Someone asked to reset the account's password: its owner gets the link, in their language.
     * The token travels after `#`: a fragment never reaches a server, so it stays out of access
     * logs and Referer headers. The outbox keeps the body only until it is sent.
     */
    async passwordResetRequested(tx: TDb, facts: { user: TUserRow; token: string; at: Date }) {
      const message = passwordResetMail({
        language: facts.user.language,
        productName: config.PRODUCT_NAME,
        to: recipient(facts.user),
        resetUrl: `${baseUrl}/reset-password#token=${facts.token}`,
        minutes: PASSWORD_RESET_LIMITS.linkMinutes,
      });
      await enqueueMail(tx, message, facts.at);
    },

    /** The password changed (by a reset link or in the profile): its owner is told, in their language. */
    async passwordChanged(tx: TDb, facts: { user: TUserRow; at: Date }) {
      const message = passwordChangedMail({
        language: facts.user.language,
        productName: config.PRODUCT_NAME,
        to: recipient(facts.user),
        date: facts.at,
        forgotUrl: `${baseUrl}/forgot-password`,
      });
      await enqueueMail(tx, message, facts.at);
    },

    /**
     * GitHub says the developer's profile or their app's repository does not exist: the developer
     * is told what to fix, in their language.
     */
    async githubCheckFailed(tx: TDb, facts: { check: TGithubCheckRow }) {
      const { check } = facts;
      const person = (await contactsOf(tx, [check.userId])).get(check.userId);
      const project = check.projectId ? await createProjectRepository(tx).findNames(check.projectId) : null;
      if (!person) return;
      const at = clock.now();
      const repository = check.kind === 'REPOSITORY';
      await addNotices(
        tx,
        [
          {
            userId: person.id,
            code: repository ? 'developer.github_repository_failed' : 'developer.github_profile_failed',
            params: { target: check.target, app: project?.name ?? '' },
            link: '/developer-dashboard',
            projectId: check.projectId,
          },
        ],
        at,
      );
      await mails.sendOptional(
        tx,
        githubCheckFailedMail({
          language: person.language,
          productName: config.PRODUCT_NAME,
          to: recipient(person),
          kind: check.kind,
          target: check.target,
          projectName: project?.name ?? null,
          dashboardUrl: `${baseUrl}/developer-dashboard`,
        }),
        { userId: person.id, language: person.language, kind: 'github_checks' },
        at,
      );
    },
  };
}
