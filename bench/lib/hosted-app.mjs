// Hosted apps for the benchmark, made as people make them, through the API of the server under
// test: a developer registers (the stand-in GitHub knows every profile), an admin verifies them,
// the repository gets the app's files, a build is added and imported by the server's worker, the
// admin approves it and publishes the app, and a buyer pays (test-mode payments) and launches it.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// The demo administrator (DEMO_DATA=true).
const ADMIN = { email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' };

/** A call to the API; throws with the answer unless it is the expected status. */
export async function api(baseUrl, method, path, { token, body, expect = 200 } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Real JavaScript of a pinned dependency (react-dom's production client, whole lines up to
 * `bytes`), so a script compresses as real code does.
 */
export function realScript(bytes) {
  const require = createRequire(join(root, 'apps/web/package.json'));
  const source = readFileSync(
    join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js'),
  );
  const cut = source.lastIndexOf(0x0a, bytes - 1);
  return source.subarray(0, cut + 1);
}

/** The gated app: a page as a bundler writes it and its 100 KB script, in the repository's `dist`. */
export function gatedAppFiles() {
  const html = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Planifica tus comidas de la semana, genera la lista de la compra y calcula los costes por ración." />
    <meta name="theme-color" content="#0f766e" />
    <meta property="og:title" content="Planificador de menús" />
    <meta property="og:description" content="Menús semanales, lista de la compra y costes por ración, en el navegador." />
    <title>Planificador de menús</title>
    <script type="module" crossorigin src="/assets/app-Dq3R_t8M.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app-Dq3R_t8M.js" />
  </head>
  <body>
    <noscript>Esta aplicación necesita JavaScript para funcionar. Actívalo en tu navegador y vuelve a cargar la página.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
  return { 'dist/index.html': Buffer.from(html), 'dist/assets/app-Dq3R_t8M.js': realScript(100 * 1024) };
}

/**
 * What the import time is measured on: 500 files, 5 MiB in all, as a built app ships them: a page,
 * 99 scripts (real code, one header of their own per run) and 400 images (random bytes, as
 * compressed images are). Every run's files differ, so no run finds another's already stored.
 */
export function importFiles(run, { count = 500, totalBytes = 5 * 1024 * 1024 } = {}) {
  const size = Math.floor(totalBytes / count);
  const require = createRequire(join(root, 'apps/web/package.json'));
  const code = readFileSync(
    join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.development.js'),
  );
  const files = {};
  for (let i = 0; i < count; i += 1) {
    const bytes = i === count - 1 ? totalBytes - size * (count - 1) : size;
    if (i === 0) {
      files['dist/index.html'] = Buffer.from(
        `<!doctype html><title>Import ${run}</title>${'<p>contenido</p>'.repeat(bytes)}`,
      ).subarray(0, bytes);
    } else if (i < 100) {
      const header = Buffer.from(`/* run ${run}, chunk ${i} */\n`);
      const start = (i * 9973) % (code.length - bytes);
      files[`dist/assets/chunk-${i}.js`] = Buffer.concat([
        header,
        code.subarray(start, start + bytes - header.length),
      ]);
    } else {
      files[`dist/images/photo-${i}.webp`] = randomBytes(bytes);
    }
  }
  return files;
}

/** Signs in the demo administrator. */
export async function adminToken(baseUrl) {
  return (await api(baseUrl, 'POST', '/api/auth/login', { body: ADMIN })).token;
}

/** A developer who may sell: registered (GitHub profile checked) and verified by the admin. */
export async function sellingDeveloper(baseUrl, admin) {
  const login = `bench-${randomUUID().slice(0, 8)}`;
  const registered = await api(baseUrl, 'POST', '/api/developer/register', {
    expect: 201,
    body: {
      email: `${login}@correo-prueba.net`,
      password: 'secreto123',
      name: 'Desarrolladora Bench',
      paypalMerchantId: randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase(),
      githubProfile: `github.com/${login}`,
    },
  });
  await api(baseUrl, 'PUT', `/api/admin/users/${registered.user.id}`, {
    token: admin,
    body: { verified: true },
  });
  return { token: registered.token, login };
}

/** A project of the developer's (under review) whose repository is `{login}/{repo}`. */
export async function createProject(baseUrl, developer, repo, name, price) {
  return api(baseUrl, 'POST', '/api/project/create', {
    token: developer.token,
    expect: 201,
    body: {
      name,
      description:
        'Planifica las comidas de la semana, genera la lista de la compra y calcula el coste de cada ración, todo en el navegador.',
      shortDescription: 'Menús semanales y lista de la compra en el navegador.',
      version: '1.0.0',
      price,
      category: 'DESIGN_TEMPLATES',
      tags: ['menús', 'cocina', 'compras'],
      keywords: ['recetas', 'semana', 'lista'],
      targetAudience: 'Familias y personas que cocinan en casa',
      sourceCodeUrl: `https://github.com/${developer.login}/${repo}`,
      supportEmail: 'soporte@menus-app.io',
      mainImage: 'https://cdn.menus-app.io/main.png',
      demoUrl: 'https://menus-app.io/app',
      documentationUrl: '',
      screenshots: ['https://cdn.menus-app.io/1.png'],
    },
  });
}

/**
 * Adds a build of `ref`/dist and waits until the worker has imported it; answers the build with
 * the seconds from the request to READY (the build read every 25 ms).
 */
export async function importBuild(baseUrl, token, projectId, ref, version) {
  const started = performance.now();
  const build = await api(baseUrl, 'POST', `/api/project/${projectId}/builds`, {
    token,
    expect: 202,
    body: { version, source: { kind: 'ref', ref, folder: 'dist' } },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const detail = await api(baseUrl, 'GET', `/api/builds/${build.id}`, { token });
    if (detail.status === 'READY') return { ...detail, seconds: (performance.now() - started) / 1000 };
    if (detail.status === 'FAILED')
      throw new Error(`build ${version} failed: ${JSON.stringify(detail.failure)}`);
    if (Date.now() > deadline) throw new Error(`build ${version} still ${detail.status} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A buyer (a new account) pays for the app and launches it: answers the app's host and the app
 * session cookie the launch address left.
 */
export async function buyAndLaunch(baseUrl, projectId, landOnHost) {
  const buyer = await api(baseUrl, 'POST', '/api/auth/register', {
    expect: 201,
    body: {
      email: `comprador-${randomUUID().slice(0, 8)}@correo-prueba.net`,
      password: 'secreto123',
      name: 'Comprador Bench',
    },
  });
  const order = await api(baseUrl, 'POST', '/api/payments/orders', {
    token: buyer.token,
    expect: 201,
    body: { projectId },
  });
  const captured = await api(baseUrl, 'POST', `/api/payments/orders/${order.orderId}/capture`, {
    token: buyer.token,
    body: {},
  });
  if (captured.status !== 'COMPLETED') throw new Error(`the payment ended ${captured.status}`);
  const { url } = await api(baseUrl, 'POST', `/api/project/${projectId}/launch`, { token: buyer.token });
  const launch = new URL(url);
  const landed = await landOnHost(launch.host, `${launch.pathname}${launch.search}`);
  const cookie = landed.status === 303 ? String(landed.headers['set-cookie']?.[0] ?? '').split(';')[0] : '';
  if (!cookie) throw new Error(`the launch address answered ${landed.status} without a cookie`);
  return { host: launch.host, cookie };
}
