import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { createMailOutbox } from '../mail/mail-outbox';

let t: TTestApp;
let github: TFakeGithub;
let brevo: TFakeBrevo;
let fx: ReturnType<typeof paymentFixtures>;
let outbox: ReturnType<typeof createMailOutbox>;
let admin: string;

const RETRY_BASE_MS = 1000;
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(2048, 32),
]);
/** Word 97-2003: an OLE compound file header. */
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(1024),
]);
/** A Windows executable, whatever its name says. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510), Buffer.from('PE\0\0'), Buffer.alloc(512)]);

beforeAll(async () => {
  github = await startFakeGithub();
  brevo = await startFakeBrevo();
  t = await createTestApp({
    githubUrl: github.url,
    // Its own database: the outbox sends everything queued in it, and the test counts what arrives.
    ownDatabase: true,
    env: {
      MAIL_PROVIDER: 'brevo',
      BREVO_API_URL: brevo.url,
      BREVO_API_KEY: brevo.apiKey,
      MAIL_TO: 'duenia@vitrina.app',
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
      MAIL_TIMEOUT_MS: '1000',
      RATE_LIMIT_REQUEST_MAX: '1000',
    },
  });
  fx = paymentFixtures(t, github);
  outbox = createMailOutbox(t.deps, { info: () => undefined, warn: () => undefined, error: () => undefined });
  admin = await fx.adminAuth();
});
afterAll(async () => {
  await t.close();
  await brevo.close();
  await github.close();
});

/** Sends the form as the browser does: multipart/form-data. */
async function sendRequest(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('attachment', new Blob([file.content], { type: file.type ?? 'application/pdf' }), file.name);
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-requests',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', ...headers },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const valid = {
  name: 'Rosa Quintero',
  email: 'rosa.quintero@correo-prueba.net',
  description: 'Necesito una app para llevar el inventario de mi tienda de barrio.',
};
const requestsCount = async () =>
  Number((await fx.rows<{ n: string }>(sql`select count(*) as n from custom_requests`))[0]?.n);
const adminList = async () => (await fx.call('GET', '/api/admin/custom-requests?size=50', admin)).json();

describe('custom app requests', () => {
  it('stores the request with its PDF and e-mails it to the site owner exactly once', async () => {
    const response = await sendRequest(valid, { name: 'brief tienda.pdf', content: PDF });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Tu solicitud fue enviada correctamente. Pronto nos pondremos en contacto.',
    );
    const id = response.json().id;

    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    expect(brevo.received).toHaveLength(1);
    const [{ headers, body }] = brevo.received as [(typeof brevo.received)[number]];
    expect(headers['api-key']).toBe(brevo.apiKey);
    expect(body).toMatchObject({
      sender: { email: 'no-reply@vitrina.app', name: 'Vitrina' },
      to: [{ email: 'duenia@vitrina.app' }],
      replyTo: { email: valid.email },
      subject: 'Vitrina: solicitud de app de Rosa Quintero',
      attachment: [{ name: 'brief tienda.pdf', content: PDF.toString('base64') }],
    });
    expect(body.htmlContent).toContain(valid.description);
    expect(body.textContent).toContain(valid.description);

    const listed = (await adminList()).requests.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({
      name: valid.name,
      attachment: { name: 'brief tienda.pdf', type: 'application/pdf', size: PDF.length },
      delivery: { status: 'SENT', attempts: 1 },
    });
    const file = await fx.call('GET', `/api/admin/custom-requests/${id}/attachment`, admin);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''brief%20tienda.pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await fx.call('GET', `/api/admin/custom-requests/${id}/attachment`, (await registerUser(t)).token))
        .statusCode,
    ).toBe(403);
  });

  it('retries through two 500s and delivers exactly once', async () => {
    brevo.received.length = 0;
    const { id } = (
      await sendRequest({ ...valid, sharedUrl: 'https://drive.google.com/file/d/abc/view' })
    ).json();
    brevo.failNext(500, 2);
    expect(await outbox.drain()).toBe(1); // attempt 1: 500
    expect(await outbox.drain()).toBe(0); // not due yet
    t.clock.advance(RETRY_BASE_MS);
    await outbox.drain(); // attempt 2: 500
    t.clock.advance(RETRY_BASE_MS * 2);
    await outbox.drain(); // attempt 3: delivered
    t.clock.advance(RETRY_BASE_MS * 60);
    await outbox.drain();
    expect(brevo.received).toHaveLength(1);
    expect(brevo.received[0]?.body.htmlContent).toContain('https://drive.google.com/file/d/abc/view');
    const [row] = await fx.rows<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where custom_request_id = ${id}`,
    );
    expect(row).toEqual({ status: 'SENT', attempts: 3 });
  });

  it('keeps the request while the provider is down and delivers it when it comes back', async () => {
    brevo.received.length = 0;
    await brevo.down();
    const response = await sendRequest({ ...valid, name: 'Pedro Caída' });
    expect(response.statusCode).toBe(201);
    await outbox.drain();
    t.clock.advance(RETRY_BASE_MS);
    await outbox.drain();
    const pending = (await adminList()).requests.find((r: { id: string }) => r.id === response.json().id);
    expect(pending.delivery).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(pending.delivery.lastError).toContain('Brevo could not be reached');
    expect(pending.delivery.nextAttemptAt).not.toBeNull();

    await brevo.up();
    t.clock.advance(RETRY_BASE_MS * 4);
    await outbox.drain();
    expect(brevo.received.map((m) => m.body.subject)).toEqual(['Vitrina: solicitud de app de Pedro Caída']);
    const delivered = (await adminList()).requests.find((r: { id: string }) => r.id === response.json().id);
    expect(delivered.delivery).toMatchObject({ status: 'SENT', attempts: 3 });
  });

  it('escapes what people write in the HTML of the e-mail', async () => {
    brevo.received.length = 0;
    await sendRequest({
      ...valid,
      name: 'Eva <b>',
      description: 'Hola <img src=x onerror=alert(1)> & adiós',
    });
    await outbox.drain();
    const html = brevo.received[0]?.body.htmlContent ?? '';
    expect(html).toContain('Hola &lt;img src=x onerror=alert(1)&gt; &amp; adiós');
    expect(html).not.toContain('<img');
    expect(html).toContain('Eva &lt;b&gt;');
  });

  it('accepts a DOC by its content, and refuses oversize files, disguised files, missing fields and bad URLs, storing nothing', async () => {
    expect(
      (await sendRequest(valid, { name: 'propuesta.doc', content: DOC, type: 'application/msword' }))
        .statusCode,
    ).toBe(201);
    const before = await requestsCount();

    const oversize = await sendRequest(valid, {
      name: 'grande.pdf',
      content: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
    });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message:
        'El archivo supera 1MB. Compártelo con una URL de descarga, por ejemplo un enlace de Google Drive o Dropbox.',
    });

    const disguised = await sendRequest(valid, { name: 'factura.pdf', content: EXE });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('El archivo debe ser PDF, DOC o DOCX');

    const missing = await sendRequest({ name: ' ', email: '', description: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'El nombre es obligatorio' },
        { field: 'email', message: 'El email es obligatorio' },
        { field: 'description', message: 'Describe la app que necesitas' },
      ]),
    );
    const badEmail = await sendRequest({ ...valid, email: 'rosa@' });
    expect(badEmail.json().details).toContainEqual({
      field: 'email',
      message: 'Por favor ingresa un email válido',
    });
    const badUrl = await sendRequest({ ...valid, sharedUrl: 'javascript:alert(1)' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().details).toContainEqual({
      field: 'sharedUrl',
      message: 'Ingresa una URL válida que empiece por http:// o https://',
    });
    const json = await fx.call('POST', '/api/custom-requests', undefined, valid);
    expect(json.statusCode).toBe(415);
    expect(await requestsCount()).toBe(before);
  });

  it('drops what a bot sends through the honeypot, answering as usual', async () => {
    const before = await requestsCount();
    const response = await sendRequest({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await requestsCount()).toBe(before);
  });

  it('links a signed-in person’s request to their account', async () => {
    const user = await registerUser(t);
    const response = await sendRequest(valid, undefined, bearer(user.token));
    const listed = (await adminList()).requests.find((r: { id: string }) => r.id === response.json().id);
    expect(listed.userId).toBe(user.user.id);
  });
});

describe('receipts', () => {
  it('sends the buyer a receipt in their language and the developer a sale notice in theirs, once', async () => {
    brevo.received.length = 0;
    const dev = await fx.verifiedDeveloper();
    const projectId = await fx.publishedProject(dev, { price: 9.99 });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: {
        email: 'buyer.en@correo-prueba.net',
        password: 'secreto123',
        name: 'Grace Hopper',
        type: 'user',
      },
    });
    const token = registered.json().token as string;
    const orderId = (await fx.call('POST', '/api/payments/orders', token, { projectId })).json().orderId;
    await fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});
    await fx.call('POST', `/api/payments/orders/${orderId}/capture`, token, {});
    await outbox.drain();
    await outbox.drain();

    const toBuyer = brevo.received.filter((m) => m.body.to[0]?.email === 'buyer.en@correo-prueba.net');
    const toDeveloper = brevo.received.filter((m) => m.body.to[0]?.email === dev.user.email);
    expect(toBuyer).toHaveLength(1);
    expect(toDeveloper).toHaveLength(1);
    expect(toBuyer[0]?.body.subject).toMatch(/^Vitrina: receipt for your purchase of/);
    expect(toBuyer[0]?.body.textContent).toContain('$9.99 USD');
    expect(toBuyer[0]?.body.textContent).toContain(orderId);
    expect(toBuyer[0]?.body.htmlContent).toMatch(/href="http:\/\/localhost:\d+\/app\//);
    expect(toDeveloper[0]?.body.subject).toMatch(/^Vitrina: vendiste/);
    expect(toDeveloper[0]?.body.textContent).toContain('Para ti: $8.99 USD');
  });
});
