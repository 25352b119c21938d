import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  bearer,
  registerUser,
  uniqueEmail,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { mailOf, outboxWatch, recipientsOf, signInSpeaking } from '../../../test/outbox-watch';
import { createGithubCheckWorker } from '../github-checks/github-check-worker';

/**
 * What a person hears of their account (a reset link, a changed password, a GitHub check that
 * failed) and what the site owner hears of a custom app request: who, in which language, nobody else.
 */
let t: TTestApp;
let github: TFakeGithub;
let outbox: ReturnType<typeof outboxWatch>;
const RETRY_MS = 60_000;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database: every mail queued during an action is that action's.
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    env: {
      PUBLIC_URL: 'https://vitrina.example',
      MAIL_TO: 'duenia@vitrina.app',
      GITHUB_TIMEOUT_MS: '300',
      GITHUB_CHECK_RETRY_BASE_MS: String(RETRY_MS),
    },
  });
  outbox = outboxWatch(t);
});
beforeEach(() => github.recover());
afterAll(async () => {
  await t.close();
  await github.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('passwordResetRequested', () => {
  it('sends the account’s owner the link, in their language, and nobody for an unknown address', async () => {
    const owner = await registerUser(t, { name: 'Ada Byron' });
    await signInSpeaking(t, owner, 'user', 'en');
    const { mails } = await outbox.queuedBy(() => post('/api/auth/forgot-password', { email: owner.email }));
    expect(recipientsOf(mails)).toEqual([['password_reset', owner.email]]);
    const mail = mailOf(mails, 'password_reset', owner.email);
    expect(mail.subject).toBe('Vitrina: choose a new password');
    expect(mail.text).toContain('Hello Ada Byron,');
    expect(mail.text).toMatch(/https:\/\/vitrina\.example\/reset-password#token=\S+/);

    const nobody = await outbox.queuedBy(() =>
      post('/api/auth/forgot-password', { email: uniqueEmail('nadie') }),
    );
    expect(nobody.result.statusCode).toBe(202);
    expect(nobody.mails).toEqual([]);
  });
});

describe('passwordChanged', () => {
  it('tells the account’s owner when they change it in their profile, in their language', async () => {
    const owner = await registerUser(t, { name: 'Marta Ruiz' });
    const token = await signInSpeaking(t, owner, 'user', 'es');
    const { mails, result } = await outbox.queuedBy(() =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: owner.password, newPassword: 'otra-clave-9' },
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(recipientsOf(mails)).toEqual([['password_changed', owner.email]]);
    const mail = mailOf(mails, 'password_changed', owner.email);
    expect(mail.subject).toBe('Vitrina: tu contraseña ha cambiado');
    expect(mail.text).toContain('https://vitrina.example/forgot-password');
  });

  it('tells the account’s owner when a reset link sets it', async () => {
    const owner = await registerUser(t);
    await signInSpeaking(t, owner, 'user', 'en');
    const asked = await outbox.queuedBy(() => post('/api/auth/forgot-password', { email: owner.email }));
    const link = mailOf(asked.mails, 'password_reset', owner.email).text;
    const token = decodeURIComponent(/#token=(\S+)/.exec(link)?.[1] ?? '');
    const { mails, result } = await outbox.queuedBy(() =>
      post('/api/auth/reset-password', { token, password: 'clave-nueva-7' }),
    );
    expect(result.statusCode).toBe(200);
    expect(recipientsOf(mails)).toEqual([['password_changed', owner.email]]);
    expect(mailOf(mails, 'password_changed', owner.email).subject).toBe('Vitrina: your password has changed');
  });
});

describe('githubCheckFailed', () => {
  it('tells only the developer, in their language, when GitHub later says their profile does not exist', async () => {
    const login = uniqueGithubLogin();
    const email = uniqueEmail('dev');
    github.startOutage({ mode: 'status', status: 503 });
    const registered = await post(
      '/api/developer/register',
      {
        email,
        password: 'secreto123',
        name: 'Dev Pendiente',
        paypalMerchantId: uniqueMerchantId(),
        githubProfile: `github.com/${login}`,
      },
      { 'accept-language': 'en' },
    );
    expect(registered.statusCode).toBe(201);
    github.recover();
    t.clock.advance(RETRY_MS);
    const { mails } = await outbox.queuedBy(() =>
      createGithubCheckWorker(
        t.deps,
        { info: () => {}, warn: () => {}, error: () => {} },
        { notifications: t.services.notifications },
      ).tick(),
    );
    expect(recipientsOf(mails)).toEqual([['github_check_failed', email]]);
    const mail = mailOf(mails, 'github_check_failed', email);
    expect(mail.subject).toBe('Vitrina: please check your GitHub profile');
    expect(mail.text).toContain(`github.com/${login}`);
    expect(mail.text).toContain('https://vitrina.example/developer-dashboard');
  });
});

describe('customRequestReceived', () => {
  it('sends the site owner the request in Spanish, replies to the requester, with its file', async () => {
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      Buffer.alloc(512, 32),
    ]);
    const form = new FormData();
    form.append('name', 'Rosa Quintero');
    form.append('email', 'rosa.quintero@correo-prueba.net');
    form.append('description', 'Necesito una app para llevar el inventario de mi tienda de barrio.');
    form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'brief.pdf');
    const encoded = new Response(form);
    const { mails, result } = await outbox.queuedBy(async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/custom-requests',
        headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'accept-language': 'en' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      }),
    );
    expect(result.statusCode).toBe(201);
    expect(recipientsOf(mails)).toEqual([['custom_request', 'duenia@vitrina.app']]);
    const mail = mailOf(mails, 'custom_request', 'duenia@vitrina.app');
    expect(mail).toMatchObject({
      subject: 'Vitrina: solicitud de app de Rosa Quintero',
      reply_to: 'rosa.quintero@correo-prueba.net',
      attachment_name: 'brief.pdf',
      attachment_type: 'application/pdf',
    });
    expect(mail.text).toContain('Adjunto: brief.pdf');
    expect(mail.text).toContain('https://vitrina.example/admin-dashboard?tab=requests');
    // The file itself is in the blob store, under the key the mail carries.
    expect(mail.attachment_key).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.deps.blobs.has(mail.attachment_key as string)).toBe(true);
  });
});
