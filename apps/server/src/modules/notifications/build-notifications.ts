import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { quoteOf } from '@vitrina/shared/notices/notice-codes';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TBuildRow } from '../../db/tables/builds';
import { addNotices, noticeAdmins, type TNoticeDraft } from './notices';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import { optionalMails } from './optional-mail';
import { recordOwnerNotices } from './owner-notices';
import {
  buildApprovedMail,
  buildFailedMail,
  buildReadyMail,
  buildRejectedMail,
} from './templates/build-mail-templates';

type TBuildFacts = Pick<TBuildRow, 'id' | 'projectId' | 'version' | 'releaseNotes'>;

/**
 * What the app's developer hears of its builds: imported (waiting for review), failed, approved,
 * rejected; each in the product and by mail, linking to the app's versions. Admins hear of a
 * build waiting for their review; owners, of a version that became current.
 */
export function buildNotifications(context: TNotifyContext) {
  const { config, clock, baseUrl } = context;
  const mails = optionalMails(context);

  /** The app's developer and what every build mail says of the app, or null when either is gone. */
  async function readerOf(tx: TDb, build: TBuildFacts) {
    const app = await createProjectRepository(tx).findNames(build.projectId);
    if (!app) return null;
    const developer = (await contactsOf(tx, [app.developerId])).get(app.developerId);
    if (!developer) return null;
    const versionsPath = `/project-versions/${build.projectId}`;
    return {
      app,
      developer,
      versionsPath,
      mail: {
        language: developer.language,
        productName: config.PRODUCT_NAME,
        to: recipient(developer),
        appName: app.name,
        version: build.version,
        versionsUrl: `${baseUrl}${versionsPath}`,
      },
    };
  }

  type TReader = NonNullable<Awaited<ReturnType<typeof readerOf>>>;

  /** The developer's notice of a build, linking to the app's versions. */
  function developerNotice(
    reader: TReader,
    build: TBuildFacts,
    code: TNoticeDraft['code'],
    quote: string | null = null,
  ): TNoticeDraft {
    return {
      userId: reader.developer.id,
      code,
      params: { app: reader.app.name, version: build.version },
      quote,
      link: reader.versionsPath,
      projectId: build.projectId,
    };
  }

  const asDeveloper = (reader: TReader) =>
    ({ userId: reader.developer.id, language: reader.developer.language, kind: 'builds' }) as const;

  return {
    /** A build was imported and waits for review: its developer is told, and every admin. */
    async buildReady(tx: TDb, facts: { build: TBuildFacts; files: number; commitSha: string | null }) {
      const at = clock.now();
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await addNotices(tx, [developerNotice(reader, facts.build, 'developer.build_ready')], at);
      await mails.sendOptional(
        tx,
        buildReadyMail({ ...reader.mail, files: facts.files, commitSha: facts.commitSha }),
        asDeveloper(reader),
        at,
      );
      await noticeAdmins(
        tx,
        {
          code: 'admin.build_waiting',
          params: { app: reader.app.name, version: facts.build.version },
          link: `/project-versions/${facts.build.projectId}`,
          projectId: facts.build.projectId,
        },
        at,
      );
    },

    /** A build's import failed for good, with the reason the versions page shows. */
    async buildFailed(tx: TDb, facts: { build: TBuildFacts; failure: TBuildFailure }) {
      const at = clock.now();
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await addNotices(tx, [developerNotice(reader, facts.build, 'developer.build_failed')], at);
      await mails.sendOptional(
        tx,
        buildFailedMail({ ...reader.mail, failure: facts.failure }),
        asDeveloper(reader),
        at,
      );
    },

    /**
     * An admin approved a build; `current`: it became the version the app serves, and then every
     * owner of the app is told too (its notes' first lines), in batches by the owner notice worker.
     */
    async buildApproved(tx: TDb, facts: { build: TBuildFacts; current: boolean }) {
      const at = clock.now();
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      const code = facts.current ? 'developer.build_approved' : 'developer.build_approved_not_current';
      await addNotices(tx, [developerNotice(reader, facts.build, code)], at);
      await mails.sendOptional(
        tx,
        buildApprovedMail({ ...reader.mail, current: facts.current }),
        asDeveloper(reader),
        at,
      );
      if (facts.current)
        await recordOwnerNotices(tx, {
          projectId: facts.build.projectId,
          kind: 'VERSION_CURRENT',
          buildId: facts.build.id,
          facts: {
            appName: reader.app.name,
            slug: reader.app.slug,
            version: facts.build.version,
            notes: quoteOf(facts.build.releaseNotes),
          },
          at,
        });
    },

    /** An admin rejected a build, with their note. */
    async buildRejected(tx: TDb, facts: { build: TBuildFacts; note: string }) {
      const at = clock.now();
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await addNotices(
        tx,
        [developerNotice(reader, facts.build, 'developer.build_rejected', quoteOf(facts.note))],
        at,
      );
      await mails.sendOptional(
        tx,
        buildRejectedMail({ ...reader.mail, note: facts.note }),
        asDeveloper(reader),
        at,
      );
    },
  };
}
