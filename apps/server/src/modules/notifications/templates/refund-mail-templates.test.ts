import { LIMITS } from '@vitrina/shared/config/limits';
import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import { describe, expect, it } from 'vitest';
import { refundCompletedMail, refundNoticeMail, refundRefusedMail } from './refund-mail-templates';

const unbroken = (start: string, max: number) => (start + 'Reservas'.repeat(20)).slice(0, max);
const APP = unbroken('Agenda ', PROJECT_LIMITS.nameMax);
const PERSON = { email: 'lucia@correo-prueba.net', name: unbroken('Lucía ', LIMITS.nameMax) };
const HOSTILE = '<script>alert("x")</script> no me sirvió';

describe('refund e-mails', () => {
  it.each([
    ['es', 'Tu reembolso está hecho', 'Importe devuelto: $9.99 USD'],
    ['en', 'Your refund is done', 'Amount returned: $9.99 USD'],
  ])('tell the buyer the refund is done and access ended (%s)', (language, title, amountLine) => {
    const mail = refundCompletedMail({
      language,
      productName: 'Vitrina',
      buyer: PERSON,
      appName: APP,
      amount: 9.99,
      orderId: 'SBX-0899D96952C0F98B',
      date: new Date('2026-05-04T10:00:00Z'),
      appUrl: 'https://vitrina.app/app/agenda',
    });
    expect(mail).toMatchObject({ kind: 'refund_completed', to: PERSON });
    expect(mail.text.split('\n')).toEqual(expect.arrayContaining([title, amountLine]));
    expect(mail.html).toContain('overflow-wrap:anywhere');
  });

  it.each([
    [true, 'You had already been paid for that sale'],
    [false, 'You had not been paid for that sale yet'],
  ])('tell the developer what leaves their balance (paid out: %s), the reason escaped', (paidOut, line) => {
    const mail = refundNoticeMail({
      language: 'en',
      productName: 'Vitrina',
      developer: PERSON,
      appName: APP,
      amount: 9.99,
      net: 8.99,
      reason: HOSTILE,
      paidOut,
      dashboardUrl: 'https://vitrina.app/developer-dashboard?tab=payouts',
    });
    expect(mail.text).toContain('Taken from your balance: $8.99 USD');
    expect(mail.text).toContain(line);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it("tell the buyer a refusal with the admin's reason, in their language", () => {
    const mail = refundRefusedMail({
      language: 'es',
      productName: 'Vitrina',
      buyer: PERSON,
      appName: APP,
      reason: HOSTILE,
      purchasesUrl: 'https://vitrina.app/user-dashboard',
    });
    expect(mail.subject).toBe(`Vitrina: tu solicitud de reembolso de «${APP}»`);
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).not.toContain('<script>');
  });
});
