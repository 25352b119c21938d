import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import type { TDb } from '../../db/client';
import { createProjectRepository } from '../../db/repositories/project.repository';
import type { TBuildRow } from '../../db/tables/builds';
import { enqueueMail } from '../mail';
import { contactsOf, recipient, type TNotifyContext } from './notify-context';
import {
  buildApprovedMail,
  buildFailedMail,
  buildReadyMail,
  buildRejectedMail,
} from './templates/build-mail-templates';

type TBuildFacts = Pick<TBuildRow, 'projectId' | 'version'>;

/**
 * What the app's developer hears of its builds: imported (waiting for review), failed, approved,
 * rejected. Each mail links to the app's versions in the developer's dashboard.
 */
export function buildNotifications({ config, clock, baseUrl }: TNotifyContext) {
  /** The app's developer and what every build mail says of the app, or null when either is gone. */
  async function readerOf(tx: TDb, build: TBuildFacts) {
    const app = await createProjectRepository(tx).findNames(build.projectId);
    if (!app) return null;
    const developer = (await contactsOf(tx, [app.developerId])).get(app.developerId);
    if (!developer) return null;
    return {
      language: developer.language,
      productName: config.PRODUCT_NAME,
      to: recipient(developer),
      appName: app.name,
      version: build.version,
      versionsUrl: `${baseUrl}/project-versions/${build.projectId}`,
    };
  }

  return {
    /** A build was imported and waits for review. */
    async buildReady(tx: TDb, facts: { build: TBuildFacts; files: number; commitSha: string | null }) {
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await enqueueMail(
        tx,
        buildReadyMail({ ...reader, files: facts.files, commitSha: facts.commitSha }),
        clock.now(),
      );
    },

    /** A build's import failed for good, with the reason the versions page shows. */
    async buildFailed(tx: TDb, facts: { build: TBuildFacts; failure: TBuildFailure }) {
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await enqueueMail(tx, buildFailedMail({ ...reader, failure: facts.failure }), clock.now());
    },

    /** An admin approved a build; `current`: it became the version the app serves. */
    async buildApproved(tx: TDb, facts: { build: TBuildFacts; current: boolean }) {
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await enqueueMail(tx, buildApprovedMail({ ...reader, current: facts.current }), clock.now());
    },

    /** An admin rejected a build, with their note. */
    async buildRejected(tx: TDb, facts: { build: TBuildFacts; note: string }) {
      const reader = await readerOf(tx, facts.build);
      if (!reader) return;
      await enqueueMail(tx, buildRejectedMail({ ...reader, note: facts.note }), clock.now());
    },
  };
}
