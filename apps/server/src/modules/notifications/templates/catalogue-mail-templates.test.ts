import { LIMITS } from '@vitrina/shared/config/limits';
import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import { describe, expect, it } from 'vitest';
import type { TOutboxMessage } from '../../mail';
import {
  buildApprovedMail,
  buildFailedMail,
  buildReadyMail,
  buildRejectedMail,
} from './build-mail-templates';
import { payoutSentMail } from './payout-mail-templates';
import { refundRequestedMail, refundRequestNoticeMail } from './refund-request-mail-templates';

/** The mails whose words come from the shared catalogue: people's text escaped, long names wrapped. */
const unbroken = (start: string, max: number) => (start + 'Reservas'.repeat(20)).slice(0, max);
const APP = unbroken('Agenda <i>', PROJECT_LIMITS.nameMax);
const PERSON = { email: 'lucia@correo-prueba.net', name: unbroken('Lucía & ', LIMITS.nameMax) };
const HOSTILE = 'No abre: <script>alert("x")</script> & más';
const build = { productName: 'Vitrina', to: PERSON, appName: APP, version: '1.0.0-beta.2' };
const versionsUrl = 'https://vitrina.app/project-versions/b7f1c0de-0000-4000-8000-000000000001';

const mailsIn = (language: string): TOutboxMessage[] => [
  buildReadyMail({ ...build, language, versionsUrl, files: 12, commitSha: 'a'.repeat(40) }),
  buildFailedMail({
    ...build,
    language,
    versionsUrl,
    failure: { code: 'FILE_TOO_LARGE', params: { path: 'assets/<b>big</b>.js', limitMb: 25 } },
  }),
  buildApprovedMail({ ...build, language, versionsUrl, current: true }),
  buildRejectedMail({ ...build, language, versionsUrl, note: HOSTILE }),
  refundRequestedMail({
    language,
    productName: 'Vitrina',
    to: PERSON,
    appName: APP,
    amount: 9.99,
    reason: HOSTILE,
    date: new Date('2026-05-04T10:00:00Z'),
    orderId: 'SBX-0899D96952C0F98B',
    purchasesUrl: 'https://vitrina.app/user-dashboard',
  }),
  refundRequestNoticeMail({
    language,
    productName: 'Vitrina',
    to: PERSON,
    appName: APP,
    amount: 9.99,
    reason: HOSTILE,
    date: new Date('2026-05-04T10:00:00Z'),
    refundsUrl: 'https://vitrina.app/developer-dashboard?tab=refunds',
  }),
  payoutSentMail({
    language,
    productName: 'Vitrina',
    to: PERSON,
    amount: 1234.5,
    reference: 'SBX-PAYOUT-1',
    receiver: 'ABCDEF1234567',
    salesCount: 3,
    date: new Date('2026-05-04T10:00:00Z'),
    dashboardUrl: 'https://vitrina.app/developer-dashboard?tab=payouts',
  }),
];

describe('mails from the message catalogue', () => {
  it.each(['es', 'en'])('escape what people wrote and wrap long names (%s)', (language) => {
    for (const mail of mailsIn(language)) {
      expect(mail.to).toEqual(PERSON);
      expect(mail.html, mail.kind).not.toMatch(/<(script|i|b)>/);
      expect(mail.html, mail.kind).toContain('Lucía &amp; Reservas');
      expect(mail.html, mail.kind).toContain('overflow-wrap:anywhere');
      // No placeholder is left unfilled.
      expect(`${mail.subject}\n${mail.text}`, mail.kind).not.toContain('{{');
    }
    const [, failed, , rejected, requested, notice] = mailsIn(language);
    expect(failed?.html).toContain('assets/&lt;b&gt;big&lt;/b&gt;.js');
    for (const mail of [rejected, requested, notice]) {
      expect(mail?.text).toContain(HOSTILE);
      expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; más');
    }
  });

  it('say the same facts in Spanish and in English', () => {
    const es = mailsIn('es');
    const en = mailsIn('en');
    expect(es.map((mail) => mail.kind)).toEqual(en.map((mail) => mail.kind));
    expect(es[1]?.text).toContain('El archivo assets/<b>big</b>.js ocupa más de 25 MB.');
    expect(en[1]?.text).toContain('The file assets/<b>big</b>.js is larger than 25 MB.');
    expect(es[6]?.subject).toBe('Vitrina: te enviamos un pago de $1234.50 USD');
    expect(en[6]?.subject).toBe('Vitrina: we sent you a payout of $1234.50 USD');
    for (const [index, mail] of es.entries()) {
      expect(mail.subject).not.toBe(en[index]?.subject);
      // The same links, in the same places.
      expect(mail.text.match(/https:\/\/\S+/g)).toEqual(en[index]?.text.match(/https:\/\/\S+/g));
    }
  });
});
