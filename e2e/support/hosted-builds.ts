import { inject } from 'vitest';
import { baseUrl } from './browser';

/**
 * The small app the journeys' repositories hold (branch `main`, folder `dist`): its script writes
 * to its origin's localStorage and reads it back, and shows what it can see of cookies and storage.
 */
export const JOURNEY_APP_FILES = {
  'dist/index.html':
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>App de la prueba</title>' +
    '<script src="app.js" defer></script></head><body><h1>App de la prueba</h1>' +
    '<p id="stored"></p><p id="seen"></p></body></html>',
  'dist/app.js':
    "localStorage.setItem('journey-app', 'guardado en ' + location.host);" +
    "document.getElementById('stored').textContent = localStorage.getItem('journey-app');" +
    "document.getElementById('seen').textContent = JSON.stringify({ cookie: document.cookie, keys: Object.keys(localStorage) });",
};

async function call<T>(
  path: string,
  token: string,
  init: { method?: string; json?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vitrina.app', password: 'Admin1234!', type: 'admin' }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** Puts the journey app's files in the project's repository (the fake GitHub) at `main`. */
export async function pushJourneyApp(sourceCodeUrl: string): Promise<void> {
  const [owner, repo] = sourceCodeUrl.replace('https://github.com/', '').split('/');
  const response = await fetch(`${inject('githubUrl')}/__fake/repo-files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner, repo, ref: 'main', files: JOURNEY_APP_FILES }),
  });
  if (!response.ok) throw new Error(`fake GitHub refused the files: ${response.status}`);
}

/**
 * Gives a project an approved hosted build the way people do, through the API: the repository
 * gets the journey app, a build of `main`/`dist` is added, imported by the server's worker, and an
 * admin approves it. A paid app needs one before an admin can publish it.
 */
export async function giveApprovedBuild(project: { id: string } | { name: string }): Promise<string> {
  const admin = await adminToken();
  const id =
    'id' in project
      ? project.id
      : (
          await call<{ projects: { id: string; name: string }[] }>(
            '/api/admin/projects?status=UNDER_REVIEW&size=100',
            admin,
          )
        ).projects.find((row) => row.name === project.name)?.id;
  if (!id) throw new Error(`no project under review named ${'name' in project ? project.name : ''}`);
  const { sourceCodeUrl } = await call<{ sourceCodeUrl: string }>(`/api/project/${id}`, admin);
  await pushJourneyApp(sourceCodeUrl);
  const build = await call<{ id: string }>(`/api/project/${id}/builds`, admin, {
    method: 'POST',
    json: { version: '1.0.0', source: { kind: 'ref', ref: 'main', folder: 'dist' } },
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status, failure } = await call<{ status: string; failure: unknown }>(
      `/api/builds/${build.id}`,
      admin,
    );
    if (status === 'READY') break;
    if (status === 'FAILED') throw new Error(`build failed: ${JSON.stringify(failure)}`);
    if (Date.now() > deadline) throw new Error(`build still ${status} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await call(`/api/admin/builds/${build.id}/approve`, admin, { method: 'POST' });
  return build.id;
}
