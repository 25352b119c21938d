import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser, uniqueEmail } from '../../../test/factories';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates a user account and answers token, user and message', async () => {
    const email = uniqueEmail('nuevo');
    const response = await post('/api/auth/register', {
      email,
      password: 'secreto123',
      name: 'Pedro Gil',
      type: 'user',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({ email, name: 'Pedro Gil', type: 'user' });
    expect(body.user.passwordHash).toBeUndefined();
    expect(body.message).toBe('Cuenta creada correctamente');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json()).toMatchObject({ id: body.user.id, email, name: 'Pedro Gil' });
  });

  it('stores the email lower-cased and refuses the same address again with 409 and the spec text', async () => {
    const email = uniqueEmail('dup');
    await registerUser(t, { email });
    const response = await post('/api/auth/register', {
      email: email.toUpperCase(),
      password: 'secreto123',
      name: 'Otro',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE_EMAIL',
      message: 'Este email ya está registrado. Por favor usa otro email o inicia sesión.',
      error: { code: 'DUPLICATE_EMAIL' },
    });
  });

  it.each([
    [{ password: '12345' }, 'password', 'La contraseña debe tener al menos 6 caracteres'],
    [{ email: 'no-es-un-email' }, 'email', 'Por favor ingresa un email válido'],
    [{ name: '   ' }, 'name', 'El nombre es obligatorio'],
    [{ name: 'Usuario' }, 'name', 'Escribe tu nombre: «Usuario» no identifica a nadie'],
    [
      { email: 'alguien@ejemplo.com' },
      'email',
      'Usa tu email real: no se admiten direcciones de ejemplo o de prueba',
    ],
  ])('refuses %o with a 400 naming the field', async (override, field, message) => {
    const response = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'secreto123',
      name: 'Ana',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toContainEqual({ field, message });
    expect(body.message).toContain('Errores de validación específicos:');
  });

  it('never creates an admin through public registration', async () => {
    const response = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'secreto123',
      name: 'Eve',
      type: 'admin',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers in English when asked', async () => {
    const response = await post(
      '/api/auth/register',
      { email: 'x', password: '1', name: 'A' },
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    expect(response.json().details).toContainEqual({
      field: 'password',
      message: 'The password must be at least 6 characters long',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right type and answers token, user and message', async () => {
    const { email, password } = await registerUser(t);
    const response = await post('/api/auth/login', { email, password, type: 'user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email, type: 'user' },
      message: 'Sesión iniciada correctamente',
    });
  });

  it('refuses a wrong password, an unknown account and a type mismatch with the same message', async () => {
    const { email, password } = await registerUser(t);
    const attempts = [
      { email, password: 'incorrecta', type: 'user' },
      { email: uniqueEmail('nadie'), password, type: 'user' },
      { email, password, type: 'developer' },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/auth/login', attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Credenciales incorrectas o tipo de usuario no válido',
      });
    }
  });

  it('uses the admin message when a non-admin tries the admin login', async () => {
    const { email, password } = await registerUser(t);
    const response = await post('/api/auth/login', { email, password, type: 'admin' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Credenciales incorrectas o no tienes permisos de administrador');
  });

  it('lets the configured admin in as admin, with the type in any case', async () => {
    const email = uniqueEmail('jefa');
    await t.services.auth.ensureAdmin({ email, password: 'clave-segura-1' });
    const response = await post('/api/auth/login', { email, password: 'clave-segura-1', type: 'ADMIN' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.type).toBe('admin');
  });
});

describe('sessions', () => {
  it('GET /api/auth/me refuses a missing or unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('not-a-real-token'),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the token on the server', async () => {
    const { token } = await registerUser(t);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('expires a session idle for longer than SESSION_IDLE_MINUTES, and activity keeps it alive', async () => {
    const { token } = await registerUser(t);
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    t.clock.advance(20 * 60_000);
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(20 * 60_000); // 40 minutes since login, 20 since the last call
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await me();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    t.clock.advance(1000);
    expect((await me()).json().code).toBe('UNAUTHENTICATED'); // revoked for good
  });

  it('public routes ignore a stale token instead of failing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer('stale') });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT /api/auth/update-profile', () => {
  it('changes name and email', async () => {
    const { token } = await registerUser(t);
    const email = uniqueEmail('cambio');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload: { name: 'Nombre Nuevo', email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { name: 'Nombre Nuevo', email },
      message: 'Perfil actualizado correctamente',
    });
  });

  it('refuses an email another account holds, and a bad email', async () => {
    const other = await registerUser(t);
    const { token } = await registerUser(t);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload: { name: 'X Y', email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      headers: bearer(token),
      payload: { name: 'X Y', email: 'mal' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({
      field: 'email',
      message: 'Por favor ingresa un email válido',
    });
  });

  it('requires a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/update-profile',
      payload: { name: 'A', email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  it('refuses a wrong current password', async () => {
    const { token } = await registerUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'equivocada', newPassword: 'nueva-clave-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      details: [{ field: 'currentPassword', message: 'La contraseña actual no es correcta' }],
    });
  });

  it('refuses a short new password', async () => {
    const { token, password } = await registerUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'newPassword',
      message: 'La contraseña debe tener al menos 6 caracteres',
    });
  });

  it('changes the password and revokes the other sessions, keeping the current one', async () => {
    const { token, email, password } = await registerUser(t);
    const other = (await post('/api/auth/login', { email, password, type: 'user' })).json().token as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: password, newPassword: 'nueva-clave-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email },
      message: 'Contraseña actualizada correctamente',
    });
    const me = (tok: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tok) });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password, type: 'user' })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email, password: 'nueva-clave-1', type: 'user' })).statusCode,
    ).toBe(200);
  });
});

describe('error bodies', () => {
  it('an unknown API route answers 404 with the shared body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: { code: 'NOT_FOUND' } });
  });

  it('malformed JSON answers 400 with the shared body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'El cuerpo de la solicitud no es JSON válido.',
    });
  });

  it('serves the generated OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/developer/register', '/api/auth/change-password']),
    );
  });
});

describe('rate limit per client address', () => {
  it('answers 429 saying how long to wait once login attempts pass the limit', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: uniqueEmail(), password: 'x', type: 'user' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      // It says how long to wait: what is left of the minute's window.
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().message).toMatch(
        /^Demasiados intentos\. Vuelve a intentarlo en (1 minuto|[1-5]?\d segundos)\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('never contain a password, a token or an authorization header', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ logLines: lines, env: { LOG_LEVEL: 'trace' } });
    try {
      const password = 'contraseña-muy-secreta-42';
      const email = uniqueEmail('logs');
      const registered = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password, name: 'Log Test' },
      });
      const { token } = registered.json();
      await logged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, type: 'user' },
      });
      await logged.app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword: password, newPassword: 'otra-clave-secreta-43' },
      });
      const all = lines.join('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(all).toContain('"reqId"');
      for (const secret of [password, 'otra-clave-secreta-43', token]) expect(all).not.toContain(secret);
      expect(all.toLowerCase()).not.toContain('bearer ');
    } finally {
      await logged.close();
    }
  });
});
