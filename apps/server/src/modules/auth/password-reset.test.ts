import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import { createMailInbox, resetLinkOf } from '../../../test/mail-inbox';
import { REDACTED_BODY } from '../../db/repositories/mail-outbox.repository';
import { hashToken } from '../../lib/tokens';

let t: TTestApp;
let brevo: TFakeBrevo;
let inbox: ReturnType<typeof createMailInbox>;
const PUBLIC_URL = 'https://tienda.vitrina.test';

beforeAll(async () => {
  brevo = await startFakeBrevo();
  t = await createTestApp({
    // Its own database: the outbox sends everything queued in it.
    ownDatabase: true,
    env: {
      MAIL_PROVIDER: 'brevo',
      BREVO_API_URL: brevo.url,
      BREVO_API_KEY: brevo.apiKey,
      PUBLIC_URL,
      RATE_LIMIT_PASSWORD_RESET_ACCOUNT_MAX: '100',
    },
  });
  inbox = createMailInbox(t, brevo);
});
afterAll(async () => {
  await t.close();
  await brevo.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const forgot = (email: string, headers: Record<string, string> = {}) =>
  post('/api/auth/forgot-password', { email }, headers);
const check = (token: string) => post('/api/auth/reset-password/check', { token });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  post('/api/auth/reset-password', { token, password }, headers);
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const login = (email: string, password: string) => post('/api/auth/login', { email, password, type: 'user' });

/** Asks for a link for the address and answers the token of the mail that arrived. */
async function linkFor(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(202);
  const mails = await inbox.deliverTo(email);
  expect(mails).toHaveLength(1);
  return resetLinkOf(mails[0]).token;
}

const INVALID = {
  code: 'RESET_LINK_INVALID',
  message:
    'Este enlace para restablecer la contraseña ya no sirve: caducó, ya se usó o pediste uno más nuevo. Pide otro enlace.',
};

describe('a forgotten password, from the mail to a new session', () => {
  it('mails a link in the account language; the link sets the password, ends every session and signs in', async () => {
    // The account's language is the one it last signed in with (English), whatever asks for the link.
    const owner = await registerUser(t, { password: 'vieja-clave-1' });
    const english = await post(
      '/api/auth/login',
      { email: owner.email, password: 'vieja-clave-1', type: 'user' },
      { 'accept-language': 'en' },
    );
    const otherSession = english.json().token as string;

    const asked = await forgot(owner.email.toUpperCase(), { 'accept-language': 'es' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      message:
        'Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva. El enlace caduca en 30 minutos.',
    });

    const [mail, ...more] = await inbox.deliverTo(owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Vitrina: choose a new password');
    expect(mail?.textContent).toContain('The link works once and expires in 30 minutes.');
    const { url, token } = resetLinkOf(mail);
    expect(url.startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true);
    expect(mail?.htmlContent).toContain(url);

    // Stored hashed: the token itself is nowhere in the database once the mail has left.
    const stored = await t.deps.db.execute(sql`select token_hash from password_reset_tokens`);
    expect(JSON.stringify(stored)).toContain(hashToken(token));
    const outboxRows = await t.deps.db.execute(
      sql`select html, text from mail_outbox where kind = 'password_reset'`,
    );
    expect(JSON.stringify(outboxRows)).not.toContain(token);
    expect(JSON.stringify(outboxRows)).toContain(REDACTED_BODY);

    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email: owner.email });

    const done = await reset(token, 'nueva-clave-2', { 'accept-language': 'es' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      user: { id: owner.user.id, email: owner.email, type: 'user' },
      message: 'Contraseña cambiada. Ya has iniciado sesión.',
    });
    expect((await me(done.json().token)).statusCode).toBe(200);
    for (const ended of [owner.token, otherSession]) expect((await me(ended)).statusCode).toBe(401);
    expect((await login(owner.email, 'vieja-clave-1')).statusCode).toBe(401);
    expect((await login(owner.email, 'nueva-clave-2')).statusCode).toBe(200);

    // The notice, in the account's language too.
    const [notice, ...others] = await inbox.deliverTo(owner.email);
    expect(others).toEqual([]);
    expect(notice?.subject).toBe('Vitrina: your password has changed');
    expect(notice?.textContent).toContain(`${PUBLIC_URL}/forgot-password`);
  });

  it('a password change in the profile mails the notice too', async () => {
    const owner = await registerUser(t, { password: 'vieja-clave-1' });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(owner.token),
      payload: { currentPassword: 'vieja-clave-1', newPassword: 'nueva-clave-2' },
    });
    expect(changed.statusCode).toBe(200);
    const mails = await inbox.deliverTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Vitrina: tu contraseña ha cambiado']);
  });
});

describe('a reset link', () => {
  it('works once: used again, checked again or sent twice at once, it is refused', async () => {
    const owner = await registerUser(t);
    const token = await linkFor(owner.email);
    const [first, second] = await Promise.all([reset(token, 'clave-nueva-1'), reset(token, 'clave-nueva-2')]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 400]);
    const again = await reset(token, 'clave-nueva-3');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject(INVALID);
    expect((await check(token)).json()).toMatchObject(INVALID);
  });

  it('is voided by a newer one', async () => {
    const owner = await registerUser(t);
    const older = await linkFor(owner.email);
    const newer = await linkFor(owner.email);
    expect(older).not.toBe(newer);
    expect((await check(older)).statusCode).toBe(400);
    expect((await reset(older, 'clave-nueva-1')).json()).toMatchObject(INVALID);
    expect((await reset(newer, 'clave-nueva-1')).statusCode).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const owner = await registerUser(t);
    const token = await linkFor(owner.email);
    t.clock.advance(29 * 60_000);
    expect((await check(token)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await check(token)).json()).toMatchObject(INVALID);
    const late = await reset(token, 'clave-nueva-1');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject(INVALID);
    expect((await login(owner.email, 'secreto123')).statusCode).toBe(200);
  });

  it('altered, empty or absurdly long, it is refused with the same message in the reader language', async () => {
    const owner = await registerUser(t);
    const token = await linkFor(owner.email);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, token.slice(1), `${token}x`, 'x', '', 'y'.repeat(600)]) {
      for (const call of [check(bad), reset(bad, 'clave-nueva-1')]) {
        const answer = await call;
        expect(answer.statusCode, bad).toBe(400);
        expect(answer.json().message).toContain('Este enlace para restablecer la contraseña ya no sirve');
      }
    }
    const english = await post(
      '/api/auth/reset-password',
      { token: flipped, password: 'clave-nueva-1' },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe(
      'This password reset link no longer works: it expired, was already used, or you asked for a newer one. Ask for another link.',
    );
    // None of that touched the real link.
    expect((await reset(token, 'clave-nueva-1')).statusCode).toBe(200);
  });

  it('asks for the same password rules as registration, and a refused password leaves the link working', async () => {
    const owner = await registerUser(t);
    const token = await linkFor(owner.email);
    const short = await reset(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      { field: 'password', message: 'La contraseña debe tener al menos 6 caracteres' },
    ]);
    expect((await reset(token, 'x'.repeat(129))).json().details?.[0]?.field).toBe('password');
    expect((await reset(token, 'clave-nueva-1')).statusCode).toBe(200);
  });
});
