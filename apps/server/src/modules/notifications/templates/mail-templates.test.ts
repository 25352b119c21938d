import { LIMITS } from '@vitrina/shared/config/limits';
import { PROJECT_LIMITS } from '@vitrina/shared/projects/project.schemas';
import { describe, expect, it } from 'vitest';
import { customRequestMail, purchaseReceiptMail, saleNoticeMail } from './mail-templates';

/** A name as long as the forms allow, most of it one word with no place to break a line. */
const unbroken = (start: string, max: number) => (start + 'Reservas'.repeat(20)).slice(0, max);
const APP = unbroken('Agenda ', PROJECT_LIMITS.nameMax);
const PERSON = unbroken('Lucía ', LIMITS.nameMax);

/** The style of the element whose text holds each occurrence of `text` in the HTML. */
function stylesAround(html: string, text: string): string[] {
  const styles: string[] = [];
  for (let at = html.indexOf(text); at >= 0; at = html.indexOf(text, at + text.length)) {
    const tag = html.slice(html.lastIndexOf('<', at), html.indexOf('>', html.lastIndexOf('<', at)) + 1);
    styles.push(/style="([^"]*)"/.exec(tag)?.[1] ?? `(no style on ${tag})`);
  }
  return styles;
}

/** Mail programs do not all inherit styles: the element holding the name must wrap it itself. */
function expectWrapped(html: string, text: string) {
  const styles = stylesAround(html, text);
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) {
    expect(style).toContain('overflow-wrap:anywhere');
    expect(style).toContain('word-break:break-word');
  }
}

describe('e-mails wrap long names instead of widening the message', () => {
  it.each(['es', 'en'])('the buyer’s receipt (%s)', (language) => {
    const mail = purchaseReceiptMail({
      language,
      productName: 'Vitrina',
      buyer: { email: 'lucia@correo-prueba.net', name: PERSON },
      appName: APP,
      amount: 9.99,
      orderId: 'SBX-0899D96952C0F98B',
      date: new Date('2026-05-04T10:00:00Z'),
      appUrl: 'https://apps.vitrina.app/agenda/',
      refundDays: 30,
    });
    expectWrapped(mail.html, APP);
  });

  it.each(['es', 'en'])('the developer’s sale notice (%s)', (language) => {
    const mail = saleNoticeMail({
      language,
      productName: 'Vitrina',
      developer: { email: 'dev@correo-prueba.net', name: PERSON },
      appName: APP,
      amount: 9.99,
      commission: 1,
      net: 8.99,
      dashboardUrl: 'https://vitrina.app/developer-dashboard',
    });
    expectWrapped(mail.html, APP);
  });

  it('the custom app request to the site owner', () => {
    const mail = customRequestMail({
      id: 'b7f1c0de-0000-4000-8000-000000000001',
      productName: 'Vitrina',
      name: PERSON,
      email: 'lucia@correo-prueba.net',
      description: `Quiero una app llamada ${APP}.`,
      sharedUrl: null,
      attachmentName: null,
      adminUrl: 'https://vitrina.app/admin-dashboard?tab=requests',
    });
    expectWrapped(mail.html, PERSON);
    expectWrapped(mail.html, APP);
  });
});

describe('the buyer’s receipt with a discount code', () => {
  const receipt = (language: string, discount: { code: string; listAmount: number; off: number } | null) =>
    purchaseReceiptMail({
      language,
      productName: 'Vitrina',
      buyer: { email: 'lucia@correo-prueba.net', name: 'Lucía Moreno' },
      appName: 'Firma de Documentos',
      amount: 7.99,
      orderId: 'SBX-0899D96952C0F98B',
      date: new Date('2026-11-27T10:00:00Z'),
      appUrl: 'https://vitrina.app/app/firma-de-documentos',
      refundDays: 30,
      discount,
    });

  it.each([
    ['es', ['Precio: $9.99 USD', 'Descuento (Verano20): −$2.00 USD', 'Importe: $7.99 USD']],
    ['en', ['Price: $9.99 USD', 'Discount (Verano20): −$2.00 USD', 'Amount: $7.99 USD']],
  ])('names the code and the list price before the amount paid (%s)', (language, lines) => {
    const mail = receipt(language, { code: 'Verano20', listAmount: 9.99, off: 2 });
    const text = mail.text.split('\n');
    const at = lines.map((line) => text.indexOf(line));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(mail.html).toContain('Verano20');
  });

  it('says nothing of a discount when there was none', () => {
    const mail = receipt('es', null);
    expect(mail.text).not.toContain('Descuento');
    expect(mail.text).not.toContain('Precio');
    expect(mail.text).toContain('Importe: $7.99 USD');
  });
});
