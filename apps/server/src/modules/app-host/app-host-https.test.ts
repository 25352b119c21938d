import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { insertReadyBuild, projectSlugOf, sampleAppFiles } from '../../../test/hosted-build-fixtures';
import { recordSecrets } from '../../../test/log-audit';
import { paymentFixtures } from '../../../test/payment-fixtures';

let github: TFakeGithub;
let secure: TTestApp;
beforeAll(async () => {
  github = await startFakeGithub();
  secure = await createTestApp({
    githubUrl: github.url,
    env: { APPS_ORIGIN: 'https://{slug}.apps.example.net', PUBLIC_URL: 'https://vitrina.example.net' },
  });
});
afterAll(async () => {
  await secure?.close();
  await github?.close();
});

describe('apps on https origins', () => {
  it('name their cookie __Host- and make it Secure', async () => {
    const fx = paymentFixtures(secure, github);
    const dev = await fx.verifiedDeveloper();
    const project = await fx.publishedProject(dev, { price: 5 });
    await insertReadyBuild(secure, project, sampleAppFiles('Segura'));
    const slug = await projectSlugOf(secure, project);
    const answer = await secure.app.inject({
      method: 'POST',
      url: `/api/project/${project}/launch`,
      headers: bearer(dev.token),
    });
    const url = new URL((answer.json() as { url: string }).url);
    recordSecrets([url.searchParams.get('t')]);
    expect(url.origin).toBe(`https://${slug}.apps.example.net`);
    const followed = await secure.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: `${slug}.apps.example.net` },
    });
    const setCookie = String(followed.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^__Host-vitrina_app=[\w.-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const cookie = setCookie.split(';')[0] as string;
    recordSecrets([cookie.slice(cookie.indexOf('=') + 1)]);
    expect(followed.headers['content-security-policy']).toContain(
      'frame-ancestors https://vitrina.example.net',
    );
    // Browsers leave the default port out of Host; an explicit :443 is the same host.
    for (const host of [`${slug}.apps.example.net`, `${slug}.apps.example.net:443`]) {
      const page = await secure.app.inject({ method: 'GET', url: '/', headers: { host, cookie } });
      expect(page.body).toContain('<h1>Segura</h1>');
    }
    const insecureName = await secure.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${slug}.apps.example.net`, cookie: cookie.replace('__Host-', '') },
    });
    expect(insecureName.statusCode).toBe(403);
  });
});
