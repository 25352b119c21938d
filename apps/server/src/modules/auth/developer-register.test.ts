import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { uniqueEmail, uniqueGithubLogin, uniqueMerchantId } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
});
afterAll(async () => {
  await t.close();
  await github.close();
});

function developer(overrides: Record<string, unknown> = {}) {
  const login = uniqueGithubLogin();
  github.addUser(login);
  return {
    email: uniqueEmail('dev'),
    password: 'secreto123',
    name: 'Dev Eloper',
    paypalMerchantId: uniqueMerchantId(),
    githubProfile: `https://github.com/${login}`,
    ...overrides,
  };
}

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/developer/register', payload: payload as object });

describe('POST /api/developer/register', () => {
  it('creates a developer after the server checks the profile with the code-hosting API', async () => {
    const payload = developer();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const login = payload.githubProfile.split('/').pop();
    expect(response.json()).toMatchObject({
      user: {
        type: 'developer',
        paypalMerchantId: payload.paypalMerchantId,
        githubProfile: `github.com/${login}`,
      },
    });
    const call = github.requests.find((r) => r.path === `/users/${login}`);
    expect(call?.accept).toContain('application/vnd.github+json');
  });

  it.each([
    [{ paypalMerchantId: '' }, 'paypalMerchantId', 'PayPal Merchant ID es requerido'],
    [
      { paypalMerchantId: 'abc123' },
      'paypalMerchantId',
      'PayPal Merchant ID debe tener exactamente 13 caracteres alfanuméricos (A-Z, 0-9)',
    ],
    [
      { paypalMerchantId: 'abcdefghijklm' },
      'paypalMerchantId',
      'PayPal Merchant ID debe tener exactamente 13 caracteres alfanuméricos (A-Z, 0-9)',
    ],
    [
      { paypalMerchantId: 'ABCDEFGHIJKL-' },
      'paypalMerchantId',
      'PayPal Merchant ID debe tener exactamente 13 caracteres alfanuméricos (A-Z, 0-9)',
    ],
    [{ githubProfile: '' }, 'githubProfile', 'El perfil de GitHub es requerido para desarrolladores'],
    [
      { githubProfile: 'gitlab.com/alguien' },
      'githubProfile',
      'URL de GitHub no válida. Debe tener el formato: github.com/username',
    ],
    [
      { githubProfile: 'github.com/a/b' },
      'githubProfile',
      'URL de GitHub no válida. Debe tener el formato: github.com/username',
    ],
  ])('refuses %o with its message', async (override, field, message) => {
    const response = await register(developer(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });

  it('refuses a profile the code-hosting API does not know (404)', async () => {
    const response = await register(developer({ githubProfile: 'github.com/nadie-existe-aqui' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'GITHUB_USER_NOT_FOUND',
      message: expect.stringContaining('La cuenta de GitHub no existe'),
    });
  });

  it('keeps the account when the code-hosting API fails (500) or cannot be reached, its profile check pending', async () => {
    const login = uniqueGithubLogin();
    github.failPath(`/users/${login}`, 500);
    const failing = await register(developer({ githubProfile: `github.com/${login}` }));
    expect(failing.statusCode).toBe(201);
    expect(failing.json()).toMatchObject({
      user: { githubCheck: 'PENDING' },
      message: expect.stringContaining('GitHub no responde en este momento'),
    });

    const down = await createTestApp({ githubUrl: 'http://127.0.0.1:9' });
    try {
      const payload = developer();
      const response = await down.app.inject({ method: 'POST', url: '/api/developer/register', payload });
      expect(response.statusCode).toBe(201);
      expect(response.json().user.githubCheck).toBe('PENDING');
      const signIn = await down.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: payload.email, password: payload.password, type: 'developer' },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('refuses a merchant id or a profile another developer registered, with their friendly messages', async () => {
    const first = developer();
    expect((await register(first)).statusCode).toBe(201);
    const sameMerchant = await register(developer({ paypalMerchantId: first.paypalMerchantId }));
    expect(sameMerchant.statusCode).toBe(409);
    expect(sameMerchant.json()).toMatchObject({
      code: 'DUPLICATE_MERCHANT_ID',
      message: 'Este PayPal Merchant ID ya está registrado por otro desarrollador.',
    });
    const sameProfile = await register(
      developer({
        githubProfile: first.githubProfile.toUpperCase().replace('HTTPS://GITHUB.COM', 'github.com'),
      }),
    );
    expect(sameProfile.statusCode).toBe(409);
    expect(sameProfile.json()).toMatchObject({
      code: 'DUPLICATE_GITHUB_PROFILE',
      message: 'Este perfil de GitHub ya está registrado.',
    });
    const sameEmail = await register(developer({ email: first.email }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().code).toBe('DUPLICATE_EMAIL');
  });

  it('the new developer logs in as developer, not as user', async () => {
    const payload = developer();
    await register(payload);
    const asDeveloper = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password, type: 'developer' },
    });
    expect(asDeveloper.statusCode).toBe(200);
    const asUser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password, type: 'user' },
    });
    expect(asUser.statusCode).toBe(401);
  });
});
