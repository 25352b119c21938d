import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import { startFakeSmtp } from '../../../test/fake-smtp';
import { createBrevoProvider } from './brevo.provider';
import { createLogProvider } from './log.provider';
import type { TMailMessage } from './mail-provider';
import { createSmtpProvider } from './smtp.provider';

/** Every provider sends a message's extra headers (List-Unsubscribe and its one-click POST) as they are. */
const ONE_CLICK = 'https://vitrina.example/api/email/unsubscribe?token=u1.abc.def';
const message: TMailMessage = {
  from: { email: 'no-reply@vitrina.app', name: 'Vitrina' },
  to: { email: 'lucia@correo-prueba.net', name: 'Lucía' },
  subject: 'Vitrina: nueva versión de «Contador»',
  html: '<p>Hola</p>',
  text: 'Hola',
  headers: { 'List-Unsubscribe': `<${ONE_CLICK}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

let brevo: TFakeBrevo;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  brevo = await startFakeBrevo();
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await brevo.close();
  await smtp.close();
});

describe('the mail providers send the message’s own headers', () => {
  it('Brevo: in the request’s `headers`', async () => {
    const provider = createBrevoProvider({ baseUrl: brevo.url, apiKey: brevo.apiKey, timeoutMs: 5000 });
    await provider.send(message);
    expect(brevo.received.at(-1)?.body.headers).toEqual(message.headers);
  });

  it('Brevo: no `headers` at all for a message without any (a security mail)', async () => {
    const provider = createBrevoProvider({ baseUrl: brevo.url, apiKey: brevo.apiKey, timeoutMs: 5000 });
    await provider.send({ ...message, headers: {} });
    expect(brevo.received.at(-1)?.body).not.toHaveProperty('headers');
  });

  it('SMTP: as header lines of the message on the wire', async () => {
    const provider = createSmtpProvider({ url: smtp.url, timeoutMs: 5000 });
    await provider.send(message);
    const raw = smtp.messages.at(-1) ?? '';
    // Long header lines are folded on the wire (RFC 5322); unfolded, they read as sent.
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${ONE_CLICK}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('log: names the headers it was given, never their values (a token)', async () => {
    const lines: object[] = [];
    await createLogProvider({ info: (fields: object) => lines.push(fields) }).send(message);
    expect(JSON.stringify(lines)).toContain('List-Unsubscribe-Post');
    expect(JSON.stringify(lines)).not.toContain('u1.abc.def');
  });
});
