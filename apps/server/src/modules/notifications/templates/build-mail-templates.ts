import type { TBuildFailure } from '@vitrina/shared/builds/build.schemas';
import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { TOutboxMessage } from '../../mail';
import { composeMail, wordsIn } from './catalogue-mail';

type TBuildMail = {
  language: string;
  productName: string;
  /** The app's developer. */
  to: { email: string; name: string };
  appName: string;
  version: string;
  /** The app's versions in the developer's dashboard. */
  versionsUrl: string;
};

/** The words every build mail shares: its subject's facts, the greeting, the version row, the link. */
function buildMail(input: TBuildMail) {
  const t = wordsIn(input.language, input.productName);
  const about = { app: input.appName, version: input.version };
  return {
    t,
    about,
    greeting: t('mail.greeting', { name: input.to.name }),
    facts: [
      [t('mail.app'), input.appName],
      [t('mail.version'), input.version],
    ] as [string, string][],
    action: { href: input.versionsUrl, text: t('mail.build.versionsLink') },
  };
}

/** The build was imported and waits for an admin's review. */
export function buildReadyMail(
  input: TBuildMail & { files: number; commitSha: string | null },
): TOutboxMessage {
  const { t, about, greeting, facts, action } = buildMail(input);
  return {
    kind: 'build_ready',
    to: input.to,
    subject: t('mail.build.readySubject', about),
    ...composeMail({
      title: t('mail.build.readyTitle'),
      greeting,
      paragraphs: [t('mail.build.readyBody', { ...about, files: input.files })],
      facts: input.commitSha ? [...facts, [t('mail.build.commit'), input.commitSha]] : facts,
      action,
    }),
  };
}

/** The import failed: why (the same words the versions page shows), and what to do. */
export function buildFailedMail(input: TBuildMail & { failure: TBuildFailure }): TOutboxMessage {
  const { t, about, greeting, facts, action } = buildMail(input);
  const reason = translateMessage(
    `build.failure.${input.failure.code}`,
    input.language,
    input.failure.params,
  );
  return {
    kind: 'build_failed',
    to: input.to,
    subject: t('mail.build.failedSubject', about),
    ...composeMail({
      title: t('mail.build.failedTitle'),
      greeting,
      paragraphs: [t('mail.build.failedBody', about)],
      facts,
      notes: [{ heading: t('mail.build.reason'), text: reason }],
      after: [t('mail.build.failedNext')],
      action,
    }),
  };
}

/** An admin approved the build; `current`: it is now the one the app serves. */
export function buildApprovedMail(input: TBuildMail & { current: boolean }): TOutboxMessage {
  const { t, about, greeting, facts, action } = buildMail(input);
  return {
    kind: 'build_approved',
    to: input.to,
    subject: t('mail.build.approvedSubject', about),
    ...composeMail({
      title: t('mail.build.approvedTitle'),
      greeting,
      paragraphs: [
        t('mail.build.approvedBody', about),
        t(input.current ? 'mail.build.approvedCurrent' : 'mail.build.approvedNotCurrent'),
      ],
      facts,
      action,
    }),
  };
}

/** An admin rejected the build, with their note. */
export function buildRejectedMail(input: TBuildMail & { note: string }): TOutboxMessage {
  const { t, about, greeting, facts, action } = buildMail(input);
  return {
    kind: 'build_rejected',
    to: input.to,
    subject: t('mail.build.rejectedSubject', about),
    ...composeMail({
      title: t('mail.build.rejectedTitle'),
      greeting,
      paragraphs: [t('mail.build.rejectedBody', about)],
      facts,
      notes: [{ heading: t('mail.build.note'), text: input.note }],
      action,
    }),
  };
}
