import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { projects } from '../src/db/tables/catalogue';
import type { TTestApp } from './app-builder';
import { hostedBuildFor } from './hosted-build-fixtures';

let counter = 0;

/** A unique, ordinary-looking email, so tests never collide on a shared database. */
export function uniqueEmail(prefix = 'persona'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@correo-prueba.net`;
}

/** A unique, valid 13-character merchant id. */
export function uniqueMerchantId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase();
}

export function uniqueGithubLogin(): string {
  return `dev-${randomUUID().slice(0, 8)}`;
}

/** Registers a user through the API and returns its token and user. */
export async function registerUser(
  t: TTestApp,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
) {
  const payload = {
    email: uniqueEmail(),
    password: 'secreto123',
    name: 'Marta Ruiz',
    type: 'user',
    ...overrides,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string } };
  return { ...body, password: payload.password, email: payload.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A working password reset link's token for the account: asked for through the API, read from the
 * mail waiting in the outbox (test apps run no mail worker, so it is still there, unsent).
 */
export async function resetTokenFor(t: TTestApp, email: string): Promise<string> {
  const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  if (asked.statusCode !== 202) throw new Error(`forgot-password failed: ${asked.statusCode} ${asked.body}`);
  const { rows } = (await t.deps.db.execute(
    sql`select text from mail_outbox where kind = 'password_reset' and to_email = ${email.toLowerCase()}
        order by created_at desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const token = /#token=(\S+)/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link waiting for ${email}`);
  return token;
}

/** Registers a developer (the fake code-hosting API learns the profile first). */
export async function registerDeveloper(t: TTestApp, github: { addUser: (login: string) => void }) {
  const login = uniqueGithubLogin();
  github.addUser(login);
  const payload = {
    email: uniqueEmail('dev'),
    password: 'secreto123',
    name: 'Dev Eloper',
    paypalMerchantId: uniqueMerchantId(),
    githubProfile: `github.com/${login}`,
  };
  const response = await t.app.inject({ method: 'POST', url: '/api/developer/register', payload });
  if (response.statusCode !== 201) throw new Error(`developer register failed: ${response.body}`);
  const body = response.json() as { token: string; user: { id: string; email: string; name: string } };
  return { ...body, login };
}

/** Signs in a new admin account made through the service, as the configuration would. */
export async function adminToken(t: TTestApp): Promise<string> {
  const email = uniqueEmail('admin');
  await t.services.auth.ensureAdmin({ email, password: 'clave-admin-1' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'clave-admin-1', type: 'admin' },
  });
  return (response.json() as { token: string }).token;
}

/** A valid project form payload; the repository must exist in the fake code-hosting API. */
export function projectPayload(repoFullName: string, overrides: Record<string, unknown> = {}) {
  return {
    name: `Editor de Fotos ${randomUUID().slice(0, 6)}`,
    description:
      'Un editor de fotos completo que funciona en el navegador, sin instalar nada y sin subir tus imágenes a ningún servidor.',
    shortDescription: 'Edita tus fotos en el navegador, rápido y privado.',
    version: '1.2.0',
    price: 9.99,
    category: 'DESIGN_TEMPLATES',
    tags: ['Fotos', 'editor', 'fotos'],
    keywords: ['imagen', 'filtros', 'recorte'],
    targetAudience: 'Fotógrafos aficionados y creadores de contenido',
    sourceCodeUrl: `https://github.com/${repoFullName}`,
    supportEmail: 'soporte@fotoapp.io',
    mainImage: 'https://cdn.fotoapp.io/main.png',
    demoUrl: 'https://fotoapp.io/app',
    documentationUrl: '',
    screenshots: ['https://cdn.fotoapp.io/1.png'],
    customCommissionRate: 0.1,
    ...overrides,
  };
}

/** A project the developer creates through the API (under review): the form's payload with `overrides`. */
export async function createProject(
  t: TTestApp,
  github: { addRepo: (fullName: string) => void },
  dev: { token: string; login: string },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const repo = `${dev.login}/r-${randomUUID().slice(0, 8)}`;
  github.addRepo(repo);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/project/create',
    headers: bearer(dev.token),
    payload: projectPayload(repo, overrides),
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  return (created.json() as { id: string }).id;
}

/**
 * An admin's decision on a project through the API (published unless told otherwise). A paid
 * project about to be published gets an approved hosted build first when it has none.
 */
export async function setProjectStatus(t: TTestApp, id: string, admin: string, status = 'PUBLISHED') {
  if (status === 'PUBLISHED') await ensureHostedBuild(t, id);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/project/${id}`,
    headers: bearer(admin),
    payload: { status },
  });
  if (response.statusCode !== 200) throw new Error(`status change failed: ${response.body}`);
}

/** Gives a paid project an approved build unless it has a current one (a free app needs none). */
export async function ensureHostedBuild(t: TTestApp, projectId: string) {
  const [row] = await t.deps.db
    .select({ currentBuildId: projects.currentBuildId, priceCents: projects.priceCents })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (row && row.priceCents > 0 && !row.currentBuildId) await hostedBuildFor(t, projectId);
}
