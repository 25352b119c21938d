import { translateMessage } from '@vitrina/shared/i18n/messages';
import type { TOutboxMessage } from '../../mail';
import { layout, link, paragraph } from './mail-templates';

/** Tells a developer, in their language, that GitHub says their profile or repository does not exist, and what to fix. */
export function githubCheckFailedMail(input: {
  language: string;
  productName: string;
  to: { email: string; name: string };
  kind: 'PROFILE' | 'REPOSITORY';
  target: string;
  projectName: string | null;
  dashboardUrl: string;
}): TOutboxMessage {
  const t = (key: Parameters<typeof translateMessage>[0]) =>
    translateMessage(key, input.language, {
      product: input.productName,
      project: input.projectName ?? '',
      target: input.target,
      name: input.to.name,
    });
  const profile = input.kind === 'PROFILE';
  const subject = t(profile ? 'githubCheck.mail.profileSubject' : 'githubCheck.mail.repoSubject');
  const greeting = t('githubCheck.mail.greeting');
  const body = t(profile ? 'githubCheck.mail.profileBody' : 'githubCheck.mail.repoBody');
  const cta = t('githubCheck.mail.cta');
  return {
    kind: 'github_check_failed',
    to: input.to,
    subject,
    html: layout(subject, `${paragraph(greeting)}${paragraph(body)}<p>${link(input.dashboardUrl, cta)}</p>`),
    text: [greeting, '', body, '', `${cta}: ${input.dashboardUrl}`].join('\n'),
  };
}
