import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPayload, uniqueGithubLogin, uniqueMerchantId } from '../apps/server/test/factories';
import { startFakeGithub, type TFakeGithub } from '../apps/server/test/fake-github';
import { startFakeS3, type TFakeS3 } from '../apps/server/test/fake-s3';
import { call, clientAddress, getWithHost, login, registerUser, uniqueEmail } from './support/http';
import { sleep, type TServer } from './support/processes';
import { startServerPair, type TServerPair } from './support/server-pair';

/**
 * One hosted build shared by two server processes on one PostgreSQL and one S3-compatible store
 * (s3rver): added through A, imported by whichever process's worker takes it, approved and
 * published through A, bought and launched through B; both then serve its files, byte for byte,
 * to the buyer's app session, as two processes behind a load balancer must.
 */
const ADMIN = { email: 'admin.compartida@correo-prueba.net', password: 'Clave-admin-compartida-1' };
// Behind a load balancer both processes answer for the same app origins (port 80 here); a request
// reaches either one on 127.0.0.1 with that origin's host in its Host header.
const APPS_ORIGIN = 'http://{slug}.apps.localhost';

const INDEX_HTML =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Conversor de unidades</title>' +
  '<script src="assets/app.js" defer></script></head><body><h1>Conversor de unidades</h1>' +
  '<output id="resultado"></output></body></html>\n';
// Over 1 KB, so it is served compressed to a client that accepts gzip.
const APP_JS = [
  'const factores = { km: 1000, m: 1, cm: 0.01, mm: 0.001, milla: 1609.344, pie: 0.3048 };',
  'export function convertir(valor, desde, hacia) {',
  '  if (!(desde in factores) || !(hacia in factores)) throw new Error(`unidad desconocida`);',
  '  return (valor * factores[desde]) / factores[hacia];',
  '}',
  ...Array.from(
    { length: 40 },
    (_, i) =>
      `document.getElementById('resultado').append(\`${i} km = \${convertir(${i}, 'km', 'milla').toFixed(3)} millas\\n\`);`,
  ),
].join('\n');
const REPO_FILES = {
  'README.md': '# Conversor\nLo que sirve la app está en dist/.\n',
  'dist/index.html': INDEX_HTML,
  'dist/assets/app.js': APP_JS,
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let github: TFakeGithub | undefined;
let s3: TFakeS3 | undefined;
let pair: TServerPair | undefined;
let A: TServer;
let B: TServer;
let clients = 0;
const newClient = () => clientAddress(9000 + ++clients);

beforeAll(async () => {
  github = await startFakeGithub();
  s3 = await startFakeS3('vitrina-resilience-builds');
  pair = await startServerPair('builds', 12, {
    GITHUB_API_URL: github.url,
    BLOB_STORE: 's3',
    S3_ENDPOINT: s3.options.endpoint ?? '',
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey ?? '',
    // Both workers look for queued builds five times a second.
    BUILD_POLL_MS: '200',
    APPS_ORIGIN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  ({ A, B } = pair);
});

afterAll(async () => {
  await pair?.close();
  await s3?.close();
  await github?.close();
});

/** Fails the test with the server's answer unless it has the expected status. */
async function expectStatus<T>(answer: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}

/** Waits for the build to leave the queue and the import; answers it once READY. */
async function waitUntilReady(base: string, token: string, buildId: string) {
  type TBuildDetail = { status: string; failure: unknown; files: { path: string; sha256: string }[] };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await call<TBuildDetail>(base, 'GET', `/api/builds/${buildId}`, { token });
    if (body.status === 'READY') return body;
    if (body.status === 'FAILED') throw new Error(`the import failed: ${JSON.stringify(body.failure)}`);
    if (Date.now() > deadline) throw new Error(`the build is still ${body.status} after 30 s`);
    await sleep(100);
  }
}

describe('one build, two processes, one S3 store', () => {
  it('is added and published through A, bought and launched through B, and served alike by both', async () => {
    const admin = await login(A.url, newClient(), { ...ADMIN, type: 'admin' });

    // A developer (their GitHub profile exists), verified by the admin so their app can be sold.
    const githubLogin = uniqueGithubLogin();
    github?.addUser(githubLogin);
    const developer = await expectStatus(
      call<{ token: string; user: { id: string } }>(A.url, 'POST', '/api/developer/register', {
        body: {
          email: uniqueEmail('dev'),
          password: 'secreto123',
          name: 'Dev Compartida',
          paypalMerchantId: uniqueMerchantId(),
          githubProfile: `github.com/${githubLogin}`,
        },
        headers: { 'x-forwarded-for': newClient() },
      }),
      201,
    );
    await expectStatus(
      call(A.url, 'PUT', `/api/admin/users/${developer.user.id}`, { token: admin, body: { verified: true } }),
      200,
    );

    // Its repository holds the app at main/dist; the paid project names it.
    github?.addRepoFiles(githubLogin, 'conversor', { ref: 'main', files: REPO_FILES });
    const project = await expectStatus(
      call<{ id: string; slug: string }>(A.url, 'POST', '/api/project/create', {
        token: developer.token,
        body: projectPayload(`${githubLogin}/conversor`, { price: 4.99 }),
      }),
      201,
    );

    // The build is added through A; either process's worker may import it.
    const build = await expectStatus(
      call<{ id: string; status: string }>(A.url, 'POST', `/api/project/${project.id}/builds`, {
        token: developer.token,
        body: { version: '1.0.0', source: { kind: 'ref', ref: 'main', folder: 'dist' } },
      }),
      202,
    );
    const ready = await waitUntilReady(A.url, developer.token, build.id);
    expect(ready.files.map((f) => [f.path, f.sha256]).sort()).toEqual([
      ['assets/app.js', sha256(APP_JS)],
      ['index.html', sha256(INDEX_HTML)],
    ]);
    // The files are in the shared store (not on one process's disk), under their SHA-256.
    const keys = (await s3?.keys()) ?? [];
    for (const text of [INDEX_HTML, APP_JS]) {
      const hash = sha256(text);
      expect(keys).toContain(`blobs/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`);
    }

    // The admin approves the build and publishes the app, through A.
    await expectStatus(call(A.url, 'POST', `/api/admin/builds/${build.id}/approve`, { token: admin }), 200);
    await expectStatus(
      call(A.url, 'PUT', `/api/project/${project.id}`, { token: admin, body: { status: 'PUBLISHED' } }),
      200,
    );

    // A user buys it through B (test-mode payments).
    const buyer = await registerUser(B.url, newClient(), 'comprador');
    const order = await expectStatus(
      call<{ orderId: string }>(B.url, 'POST', '/api/payments/orders', {
        token: buyer.token,
        body: { projectId: project.id },
      }),
      201,
    );
    const captured = await expectStatus(
      call<{ status: string }>(B.url, 'POST', `/api/payments/orders/${order.orderId}/capture`, {
        token: buyer.token,
        body: {},
      }),
      200,
    );
    expect(captured.status).toBe('COMPLETED');

    // Without an app session neither process serves the paid app's files.
    const host = `${project.slug}.apps.localhost`;
    for (const server of [A, B]) {
      const refused = await getWithHost(server.url, host, '/');
      expect(refused.status).toBe(403);
      expect(refused.body.toString('utf8')).not.toContain('Conversor de unidades');
    }

    // The buyer launches it through B: a one-use address on the app's origin, turned into a cookie.
    const launch = await expectStatus(
      call<{ url: string }>(B.url, 'POST', `/api/project/${project.id}/launch`, { token: buyer.token }),
      200,
    );
    const launchUrl = new URL(launch.url);
    expect(launchUrl.origin).toBe(`http://${host}`);
    const launchPath = `${launchUrl.pathname}${launchUrl.search}`;
    const landed = await getWithHost(B.url, launchUrl.host, launchPath);
    expect(landed.status).toBe(303);
    expect(landed.headers.location).toBe('/');
    const setCookie = landed.headers['set-cookie']?.[0] ?? '';
    expect(setCookie).toMatch(/^vitrina_app=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0] as string;
    // The token was used up on B: A refuses it too (the record of its use is shared).
    expect((await getWithHost(A.url, launchUrl.host, launchPath)).status).toBe(403);

    // B, then A, serve the files as the repository holds them to that cookie.
    for (const server of [B, A]) {
      const page = await getWithHost(server.url, host, '/', { cookie });
      expect(page.status, server.name).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body.equals(Buffer.from(INDEX_HTML)), `${server.name} index.html`).toBe(true);

      const script = await getWithHost(server.url, host, '/assets/app.js', { cookie });
      expect(script.status, server.name).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.headers['content-encoding']).toBeUndefined();
      expect(script.body.equals(Buffer.from(APP_JS)), `${server.name} app.js`).toBe(true);

      const compressed = await getWithHost(server.url, host, '/assets/app.js', {
        cookie,
        'accept-encoding': 'gzip',
      });
      expect(compressed.status, server.name).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.etag).toBe(`"${sha256(APP_JS)}"`);
      expect(gunzipSync(compressed.body).equals(Buffer.from(APP_JS)), `${server.name} app.js gzip`).toBe(
        true,
      );
    }
  });
});
