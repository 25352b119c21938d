import { quoteOf } from '@vitrina/shared/notices/notice-codes';
import type { TProjectStatus } from '@vitrina/shared/projects/statuses';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import { addNotices, noticeAdmins } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { recordOwnerNotices } from './owner-notices';
import { commentNoticeMail, ratingNoticeMail } from './templates/feedback-mail-templates';

/**
 * What people hear of the catalogue: a developer, of a first rating or a comment on their app;
 * an app's owners, of the app suspended or back; admins, of changes to a published app waiting.
 */
export function catalogueNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);

  /** The app and its developer as a mail's reader, or null when either is gone. */
  async function developerOf(tx: TDb, projectId: string) {
    const app = await createProjectRepository(tx).findNames(projectId);
    if (!app) return null;
    const developer = (await contactsOf(tx, [app.developerId])).get(app.developerId);
    return developer ? { app, developer } : null;
  }

  return {
    /** Someone rated an app for the first time (a changed rating tells nobody): its developer hears the stars. */
    async ratingAdded(tx: TDb, facts: { projectId: string; raterId: string; stars: number }) {
      const found = await developerOf(tx, facts.projectId);
      if (!found || found.developer.id === facts.raterId) return;
      const { app, developer } = found;
      const at = clock.now();
      const appPath = `/app/${app.slug}`;
      await addNotices(
        tx,
        [
          {
            userId: developer.id,
            code: 'developer.rating',
            params: { app: app.name, stars: facts.stars },
            link: appPath,
            projectId: facts.projectId,
          },
        ],
        at,
      );
      await mails.sendOptional(
        tx,
        ratingNoticeMail({
          language: developer.language,
          productName: config.PRODUCT_NAME,
          to: recipient(developer),
          appName: app.name,
          appUrl: `${baseUrl}${appPath}`,
          stars: facts.stars,
        }),
        { userId: developer.id, language: developer.language, kind: 'feedback' },
        at,
      );
    },

    /** Someone commented on an app: its developer hears who and what (not of their own comments). */
    async commentAdded(
      tx: TDb,
      facts: { projectId: string; authorId: string; authorName: string; text: string },
    ) {
      const found = await developerOf(tx, facts.projectId);
      if (!found || found.developer.id === facts.authorId) return;
      const { app, developer } = found;
      const at = clock.now();
      const appPath = `/app/${app.slug}`;
      await addNotices(
        tx,
        [
          {
            userId: developer.id,
            code: 'developer.comment',
            params: { app: app.name, author: facts.authorName },
            quote: quoteOf(facts.text),
            link: appPath,
            projectId: facts.projectId,
          },
        ],
        at,
      );
      await mails.sendOptional(
        tx,
        commentNoticeMail({
          language: developer.language,
          productName: config.PRODUCT_NAME,
          to: recipient(developer),
          appName: app.name,
          appUrl: `${baseUrl}${appPath}`,
          author: facts.authorName,
          text: facts.text,
        }),
        { userId: developer.id, language: developer.language, kind: 'feedback' },
        at,
      );
    },

    /**
     * A project's status changed (changeProjectStatus is the one place that happens): a published
     * app taken out of the store (suspended) or a suspended one published again tells every owner
     * of it, in batches by the owner notice worker.
     */
    async projectStatusChanged(
      tx: TDb,
      facts: { projectId: string; from: TProjectStatus; to: TProjectStatus; at: Date },
    ) {
      const kind =
        facts.from === 'PUBLISHED' && facts.to === 'SUSPENDED'
          ? 'APP_SUSPENDED'
          : facts.from === 'SUSPENDED' && facts.to === 'PUBLISHED'
            ? 'APP_RESTORED'
            : null;
      if (!kind) return;
      const app = await createProjectRepository(tx).findNames(facts.projectId);
      if (!app) return;
      await recordOwnerNotices(tx, {
        projectId: facts.projectId,
        kind,
        facts: { appName: app.name, slug: app.slug },
        at: facts.at,
      });
    },

    /** A developer's changes to a published app wait for review: every admin hears of it. */
    async revisionSubmitted(tx: TDb, facts: { projectId: string; at: Date }) {
      const app = await createProjectRepository(tx).findNames(facts.projectId);
      if (!app) return;
      await noticeAdmins(
        tx,
        {
          code: 'admin.revision_waiting',
          params: { app: app.name },
          link: '/admin-dashboard',
          projectId: facts.projectId,
        },
        facts.at,
      );
    },
  };
}
