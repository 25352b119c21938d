import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  bearer,
  registerDeveloper,
  registerUser,
  uniqueGithubLogin,
  uniqueMerchantId,
} from '../../../test/factories';
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

const becomeDeveloper = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/become-developer', headers: bearer(token), payload });

function developerFields() {
  const login = uniqueGithubLogin();
  github.addUser(login);
  return { githubProfile: `https://github.com/${login}`, paypalMerchantId: uniqueMerchantId(), login };
}

describe('POST /api/user/become-developer', () => {
  it('makes the same account a developer, unverified, who may then publish', async () => {
    const person = await registerUser(t);
    const { login, ...fields } = developerFields();
    const response = await becomeDeveloper(person.token, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: person.user.id,
      email: person.user.email,
      type: 'developer',
      githubProfile: `github.com/${login}`,
      paypalMerchantId: fields.paypalMerchantId,
    });
    // The same session now reaches the developer's calls.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/developer/me/overview',
      headers: bearer(person.token),
    });
    expect(me.statusCode).toBe(200);
    const again = await becomeDeveloper(person.token, developerFields());
    expect(again.statusCode).toBe(403);
  });

  it('checks the profile and refuses what a developer registration refuses, changing nothing', async () => {
    const person = await registerUser(t);
    const missing = await becomeDeveloper(person.token, {
      githubProfile: 'github.com/nadie-con-este-nombre-123',
      paypalMerchantId: uniqueMerchantId(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('GITHUB_USER_NOT_FOUND');

    const taken = await registerDeveloper(t, github);
    const { login: _login, ...fields } = developerFields();
    const sameMerchant = await becomeDeveloper(person.token, {
      ...fields,
      paypalMerchantId: (taken.user as unknown as { paypalMerchantId: string }).paypalMerchantId,
    });
    expect(sameMerchant.statusCode).toBe(409);
    expect(sameMerchant.json().code).toBe('DUPLICATE_MERCHANT_ID');

    const badFormat = await becomeDeveloper(person.token, {
      githubProfile: 'no es un perfil',
      paypalMerchantId: 'x',
    });
    expect(badFormat.statusCode).toBe(400);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(person.token) });
    expect(me.json().type).toBe('user');
  });
});
