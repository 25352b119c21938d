import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  ensureHostedBuild,
  projectPayload,
  registerDeveloper,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
let owner: Awaited<ReturnType<typeof registerDeveloper>>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  owner = await registerDeveloper(t, github);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type TForm = ReturnType<typeof projectPayload>;

/** A published app of the owner's, with the form it was created from (edits start from it). */
async function publishedApp(overrides: Record<string, unknown> = {}) {
  const repo = `${owner.login}/r-${randomUUID().slice(0, 8)}`;
  github.addRepo(repo);
  const form = projectPayload(repo, overrides);
  const created = await call('POST', '/api/project/create', owner.token, form);
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  await ensureHostedBuild(t, id);
  expect((await call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' })).statusCode).toBe(200);
  return { id, slug: created.json().slug as string, form };
}

const edit = (id: string, form: TForm, token = owner.token) => call('PUT', `/api/project/${id}`, token, form);

/** What a visitor sees of the app: its page and whether a store search finds it. */
async function publicView(id: string) {
  const page = await call('GET', `/api/project/${id}`);
  expect(page.statusCode).toBe(200);
  return page.json() as { name: string; shortDescription: string; status: string; pendingRevision?: unknown };
}

async function storeFinds(query: string, id: string) {
  const found = await call('GET', `/api/project/simplified?q=${encodeURIComponent(query)}&size=48`);
  return (found.json().projects as { id: string }[]).some((project) => project.id === id);
}

async function pendingOf(projectId: string) {
  const list = (await call('GET', '/api/admin/revisions', admin)).json() as {
    id: string;
    projectId: string;
    projectName: string;
    developerName: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
  return list.filter((revision) => revision.projectId === projectId);
}

const decide = (id: string, body: object) => call('PUT', `/api/admin/revisions/${id}`, admin, body);

describe('an edit of a published app', () => {
  it('keeps the live version in the store, unchanged, while the changes wait for review', async () => {
    const app = await publishedApp({ name: 'Calculadora Solar Clásica' });
    const response = await edit(app.id, { ...app.form, name: 'Calculadora Solar Nebulosa' });
    expect(response.statusCode).toBe(200);
    // The owner gets the live app back, with the changes waiting beside it.
    expect(response.json()).toMatchObject({
      name: 'Calculadora Solar Clásica',
      status: 'PUBLISHED',
      pendingRevision: {
        status: 'PENDING',
        reason: null,
        fields: { name: 'Calculadora Solar Nebulosa' },
      },
    });

    const visitor = await publicView(app.id);
    expect(visitor).toMatchObject({ name: 'Calculadora Solar Clásica', status: 'PUBLISHED' });
    expect(visitor).not.toHaveProperty('pendingRevision');
    expect(await storeFinds('nebulosa', app.id)).toBe(false);
    expect(await storeFinds('clasica', app.id)).toBe(true);

    const mine = (await call('GET', `/api/project/developer/${owner.user.id}`, owner.token)).json();
    expect(mine.find((p: { id: string }) => p.id === app.id)).toMatchObject({
      name: 'Calculadora Solar Clásica',
      status: 'PUBLISHED',
      pendingRevision: { status: 'PENDING', reason: null },
    });
    const listed = (await call('GET', `/api/project/developer/${owner.user.id}`)).json();
    expect(listed.find((p: { id: string }) => p.id === app.id)).not.toHaveProperty('pendingRevision');
    expect((await call('GET', '/api/admin/overview', admin)).json().pendingRevisions).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('lists exactly the changed fields for the admin, live value → proposed value, with lists as lists', async () => {
    const app = await publishedApp({ name: 'Bitácora de Viajes' });
    await edit(app.id, {
      ...app.form,
      name: 'Bitácora de Viajes Plus',
      price: 12,
      tags: ['viajes', 'mapas', 'diario'],
      screenshots: ['https://cdn.fotoapp.io/1.png', 'https://cdn.fotoapp.io/2.png'],
      // The same values written differently change nothing.
      keywords: ['Imagen', 'filtros', 'recorte'],
      supportEmail: 'SOPORTE@fotoapp.io',
    });
    const [revision, ...others] = await pendingOf(app.id);
    expect(others).toEqual([]);
    expect(revision).toMatchObject({ projectName: 'Bitácora de Viajes', developerName: 'Dev Eloper' });
    expect(revision?.changes).toEqual([
      { field: 'name', before: 'Bitácora de Viajes', after: 'Bitácora de Viajes Plus' },
      { field: 'price', before: 9.99, after: 12 },
      {
        field: 'screenshots',
        before: ['https://cdn.fotoapp.io/1.png'],
        after: ['https://cdn.fotoapp.io/1.png', 'https://cdn.fotoapp.io/2.png'],
      },
      { field: 'tags', before: ['fotos', 'editor'], after: ['viajes', 'mapas', 'diario'] },
    ]);
  });

  it('approving applies the changes in one go: the store shows the new name, search finds the new words, it stays published', async () => {
    const app = await publishedApp({ name: 'Metrónomo Antiguo' });
    const before = await publicView(app.id);
    await edit(app.id, {
      ...app.form,
      name: 'Metrónomo Galáctico',
      shortDescription: 'Marca el tempo con sonidos de percusión espacial.',
    });
    const [revision] = await pendingOf(app.id);
    const approved = await decide(revision?.id ?? '', { decision: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      projectId: app.id,
      projectName: 'Metrónomo Galáctico',
      status: 'APPROVED',
      reason: null,
    });

    const after = await publicView(app.id);
    expect(after).toMatchObject({
      name: 'Metrónomo Galáctico',
      shortDescription: 'Marca el tempo con sonidos de percusión espacial.',
      status: 'PUBLISHED',
    });
    expect(after).not.toHaveProperty('pendingRevision');
    expect(await storeFinds('galactico', app.id)).toBe(true);
    expect(await storeFinds('percusion espacial', app.id)).toBe(true);
    expect(await storeFinds('antiguo', app.id)).toBe(false);
    expect((await call('GET', `/api/project/${app.id}`, owner.token)).json().pendingRevision).toBeNull();
    expect(await pendingOf(app.id)).toEqual([]);
    expect(before.name).toBe('Metrónomo Antiguo');

    const audit = (await t.deps.db.execute(
      sql`select action from audit_log where entity_id = ${app.id} and action like 'revision.%'`,
    )) as unknown as { rows: { action: string }[] };
    expect(audit.rows.map((row) => row.action).sort()).toEqual(['revision.approved', 'revision.submitted']);
    const log = (await call('GET', '/api/admin/decisions?size=100', admin)).json().decisions;
    expect(log).toContainEqual(
      expect.objectContaining({
        projectId: app.id,
        action: 'revision.approved',
        projectName: 'Metrónomo Galáctico',
      }),
    );
  });

  it('refusing keeps the live version and gives the developer the reason, which needs 10 to 1000 characters', async () => {
    const app = await publishedApp({ name: 'Diccionario Náutico' });
    await edit(app.id, { ...app.form, name: 'Diccionario Náutico Gratis Ya' });
    const [revision] = await pendingOf(app.id);
    const url = revision?.id ?? '';

    const missing = await decide(url, { decision: 'REFUSE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toContainEqual({
      field: 'note',
      message: 'Explica al desarrollador por qué se rechazan los cambios.',
    });
    for (const note of ['Muy corto', 'x'.repeat(1001)]) {
      const wrong = await decide(url, { decision: 'REFUSE', note });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toContainEqual({
        field: 'note',
        message: 'El motivo debe tener entre 10 y 1000 caracteres.',
      });
    }

    const reason = 'El nombre no puede prometer un precio.';
    const refused = await decide(url, { decision: 'REFUSE', note: `  ${reason} ` });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', reason });

    expect(await publicView(app.id)).toMatchObject({ name: 'Diccionario Náutico', status: 'PUBLISHED' });
    const asOwner = (await call('GET', `/api/project/${app.id}`, owner.token)).json();
    expect(asOwner.pendingRevision).toMatchObject({
      status: 'REFUSED',
      reason,
      fields: { name: 'Diccionario Náutico Gratis Ya' },
    });
    const mine = (await call('GET', `/api/project/developer/${owner.user.id}`, owner.token)).json();
    expect(mine.find((p: { id: string }) => p.id === app.id).pendingRevision).toMatchObject({
      status: 'REFUSED',
      reason,
    });
    expect(await pendingOf(app.id)).toEqual([]);
  });

  it('lets only admins list and decide changes', async () => {
    const app = await publishedApp();
    await edit(app.id, { ...app.form, version: '2.0.0' });
    const [revision] = await pendingOf(app.id);
    const other = await registerDeveloper(t, github);
    for (const token of [undefined, owner.token, other.token]) {
      const status = token ? 403 : 401;
      expect((await call('GET', '/api/admin/revisions', token)).statusCode).toBe(status);
      const decided = await call('PUT', `/api/admin/revisions/${revision?.id}`, token, {
        decision: 'APPROVE',
      });
      expect(decided.statusCode).toBe(status);
    }
    expect((await publicView(app.id)).status).toBe('PUBLISHED');
    expect(await pendingOf(app.id)).toHaveLength(1);
  });

  it('a second edit replaces the waiting changes; an edit back to the live version withdraws them', async () => {
    const app = await publishedApp({ name: 'Agenda Escolar' });
    await edit(app.id, { ...app.form, name: 'Agenda Escolar Pro' });
    const [first] = await pendingOf(app.id);
    await edit(app.id, { ...app.form, version: '1.3.0' });
    const pending = await pendingOf(app.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.id).toBe(first?.id);
    expect(pending[0]?.changes).toEqual([{ field: 'version', before: '1.2.0', after: '1.3.0' }]);

    await edit(app.id, app.form);
    expect(await pendingOf(app.id)).toEqual([]);
    expect((await call('GET', `/api/project/${app.id}`, owner.token)).json().pendingRevision).toBeNull();
    expect((await decide(first?.id ?? '', { decision: 'APPROVE' })).statusCode).toBe(404);
  });

  it('changes sent again after a refusal wait for review again', async () => {
    const app = await publishedApp({ name: 'Recetario Vegano' });
    await edit(app.id, { ...app.form, name: 'Recetario Vegano Definitivo' });
    const [refused] = await pendingOf(app.id);
    await decide(refused?.id ?? '', {
      decision: 'REFUSE',
      note: 'Usa un nombre más descriptivo, por favor.',
    });

    await edit(app.id, { ...app.form, name: 'Recetario Vegano de Temporada' });
    const [again] = await pendingOf(app.id);
    expect(again?.id).not.toBe(refused?.id);
    expect(again?.changes).toEqual([
      { field: 'name', before: 'Recetario Vegano', after: 'Recetario Vegano de Temporada' },
    ]);
    const asOwner = (await call('GET', `/api/project/${app.id}`, owner.token)).json();
    expect(asOwner.pendingRevision).toMatchObject({ status: 'PENDING', reason: null });
    expect((await decide(again?.id ?? '', { decision: 'APPROVE' })).statusCode).toBe(200);
    expect((await publicView(app.id)).name).toBe('Recetario Vegano de Temporada');
  });

  it('answers 409 to a second decision on the same changes, whichever it is', async () => {
    const app = await publishedApp();
    await edit(app.id, { ...app.form, version: '3.1.0' });
    const [revision] = await pendingOf(app.id);
    const id = revision?.id ?? '';
    expect((await decide(id, { decision: 'APPROVE' })).statusCode).toBe(200);
    for (const body of [
      { decision: 'APPROVE' },
      { decision: 'REFUSE', note: 'Ya no hace falta revisarlo.' },
    ]) {
      const again = await decide(id, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'REVISION_ALREADY_DECIDED',
        message: 'Estos cambios ya fueron aprobados o rechazados.',
      });
    }
    expect((await decide(randomUUID(), { decision: 'APPROVE' })).statusCode).toBe(404);
  });

  it('is applied at once when an admin makes it, and for apps that are not published', async () => {
    const app = await publishedApp({ name: 'Temporizador de Té' });
    const byAdmin = await edit(app.id, { ...app.form, name: 'Temporizador de Té Verde' }, admin);
    expect(byAdmin.json()).toMatchObject({ name: 'Temporizador de Té Verde', status: 'PUBLISHED' });
    expect(await pendingOf(app.id)).toEqual([]);

    // Changes waiting when the admin takes the app out of the store give way to the owner's next
    // edit, which is applied and goes back to review as before.
    await edit(app.id, { ...app.form, name: 'Temporizador de Té Negro' });
    expect(await pendingOf(app.id)).toHaveLength(1);
    const rejected = await call('PUT', `/api/project/${app.id}`, admin, {
      status: 'DRAFT',
      reason: 'Faltan capturas del modo oscuro.',
    });
    expect(rejected.statusCode).toBe(200);
    const direct = await edit(app.id, { ...app.form, name: 'Temporizador de Té Rojo' });
    expect(direct.json()).toMatchObject({
      name: 'Temporizador de Té Rojo',
      status: 'UNDER_REVIEW',
      pendingRevision: null,
    });
    expect(await pendingOf(app.id)).toEqual([]);
  });
});
