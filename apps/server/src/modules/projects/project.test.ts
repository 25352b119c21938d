import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  ensureHostedBuild,
  projectPayload,
  registerDeveloper,
  registerUser,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
let owner: Awaited<ReturnType<typeof registerDeveloper>>;
let other: Awaited<ReturnType<typeof registerDeveloper>>;
let user: Awaited<ReturnType<typeof registerUser>>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  owner = await registerDeveloper(t, github);
  other = await registerDeveloper(t, github);
  user = await registerUser(t);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

type TToken = string | undefined;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: TToken, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function createProject(overrides: Record<string, unknown> = {}, token = owner.token) {
  const repo = `${owner.login}/repo-${Math.random().toString(36).slice(2, 8)}`;
  github.addRepo(repo);
  const response = await call('POST', '/api/project/create', token, projectPayload(repo, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json() as { id: string; slug: string; status: string; name: string };
}

const publish = async (id: string) => {
  await ensureHostedBuild(t, id);
  return call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' });
};

describe('POST /api/project/create', () => {
  it('lets a developer create a project, which starts in review with server-computed figures', async () => {
    const project = await createProject();
    expect(project).toMatchObject({
      status: 'UNDER_REVIEW',
      price: 9.99,
      originalPrice: 9.99,
      currency: 'USD',
      tags: ['fotos', 'editor'],
      keywords: ['imagen', 'filtros', 'recorte'],
      developerId: owner.user.id,
      developerName: 'Dev Eloper',
      averageRating: 0,
      totalReviews: 0,
      views: 0,
      customCommissionRate: 0.1,
      documentationUrl: null,
    });
    expect(project.slug).toMatch(/^editor-de-fotos-/);
  });

  it('asks visitors to sign in and non-developers to sign in as developers', async () => {
    const payload = projectPayload(`${owner.login}/x`);
    const visitor = await call('POST', '/api/project/create', undefined, payload);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('No estás autenticado. Por favor inicia sesión nuevamente.');
    for (const token of [user.token, admin]) {
      const response = await call('POST', '/api/project/create', token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Debes iniciar sesión como desarrollador.');
    }
  });

  it('ignores a commission rate sent by a developer', async () => {
    const project = await createProject({ customCommissionRate: 0 });
    expect((await call('GET', `/api/project/${project.id}`, owner.token)).json().customCommissionRate).toBe(
      0.1,
    );
  });

  it('gives two projects of the same name different slugs', async () => {
    const a = await createProject({ name: 'Mismo Nombre Exacto' });
    const b = await createProject({ name: 'Mismo Nombre Exacto' });
    expect(a.slug).not.toBe(b.slug);
  });
});

describe('visibility', () => {
  it('hides a project in review from everyone but its owner and admins', async () => {
    const project = await createProject();
    for (const token of [undefined, user.token, other.token]) {
      const response = await call('GET', `/api/project/${project.id}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Proyecto no encontrado');
    }
    expect((await call('GET', `/api/project/${project.id}`, owner.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/project/${project.slug}`, admin)).statusCode).toBe(200);
  });

  it('shows a published project to the public, by id or slug, counting views, hiding the paid app URL', async () => {
    const project = await createProject();
    expect((await publish(project.id)).json()).toMatchObject({
      status: 'PUBLISHED',
      publishedDate: expect.any(String),
    });
    const first = (await call('GET', `/api/project/${project.slug}`)).json();
    expect(first).toMatchObject({
      id: project.id,
      demoUrl: null,
      hasAccess: false,
      views: 1,
      observations: null,
    });
    const second = (await call('GET', `/api/project/${project.id}`, user.token)).json();
    expect(second.views).toBe(2);
    const asOwner = (await call('GET', `/api/project/${project.id}`, owner.token)).json();
    expect(asOwner).toMatchObject({ views: 2, demoUrl: 'https://fotoapp.io/app', hasAccess: true });
  });

  it('gives everyone the URL of a free app', async () => {
    const project = await createProject({ price: 0 });
    await publish(project.id);
    expect((await call('GET', `/api/project/${project.id}`)).json()).toMatchObject({
      price: 0,
      hasAccess: true,
      demoUrl: 'https://fotoapp.io/app',
    });
  });

  it("lists a developer's published projects to the public and all of them to the owner and admins", async () => {
    const dev = await registerDeveloper(t, github);
    const repoA = `${dev.login}/a`;
    const repoB = `${dev.login}/b`;
    github.addRepo(repoA);
    github.addRepo(repoB);
    const a = (await call('POST', '/api/project/create', dev.token, projectPayload(repoA))).json();
    await call('POST', '/api/project/create', dev.token, projectPayload(repoB));
    await publish(a.id);
    const url = `/api/project/developer/${dev.user.id}`;
    const publicList = (await call('GET', url)).json();
    expect(publicList).toHaveLength(1);
    expect(publicList[0]).toMatchObject({ id: a.id, status: 'PUBLISHED', developerName: 'Dev Eloper' });
    expect((await call('GET', url, dev.token)).json()).toHaveLength(2);
    expect((await call('GET', url, admin)).json()).toHaveLength(2);
    expect((await call('GET', url, other.token)).json()).toHaveLength(1);
    expect((await call('GET', `/api/project/developer/${user.user.id}`)).statusCode).toBe(404);
  });

  it('GET /api/project/all lists published projects to the public and every project to admins', async () => {
    const hidden = await createProject();
    const publicIds = (await call('GET', '/api/project/all?size=100'))
      .json()
      .content.map((p: { id: string }) => p.id);
    expect(publicIds).not.toContain(hidden.id);
    const adminBody = (await call('GET', '/api/project/all?size=100', admin)).json();
    expect(adminBody.content.map((p: { id: string }) => p.id)).toContain(hidden.id);
    expect(adminBody.content.every((p: { status: string }) => typeof p.status === 'string')).toBe(true);
  });
});

describe('PUT /api/project/{id}', () => {
  it('lets only the owner or an admin edit', async () => {
    const project = await createProject();
    await publish(project.id);
    const edit = projectPayload(`${owner.login}/edited`, { name: 'Nombre editado' });
    github.addRepo(`${owner.login}/edited`);
    expect((await call('PUT', `/api/project/${project.id}`, undefined, edit)).statusCode).toBe(401);
    expect((await call('PUT', `/api/project/${project.id}`, user.token, edit)).statusCode).toBe(403);
    expect((await call('PUT', `/api/project/${project.id}`, other.token, edit)).statusCode).toBe(403);
    const byAdmin = await call('PUT', `/api/project/${project.id}`, admin, {
      ...edit,
      customCommissionRate: 0.05,
    });
    expect(byAdmin.json()).toMatchObject({
      name: 'Nombre editado',
      status: 'PUBLISHED',
      customCommissionRate: 0.05,
    });
    // The owner's edit of a published app waits for review; the live version stays as it is.
    const byOwner = await call('PUT', `/api/project/${project.id}`, owner.token, {
      ...edit,
      name: 'Otra vez',
    });
    expect(byOwner.json()).toMatchObject({
      name: 'Nombre editado',
      status: 'PUBLISHED',
      customCommissionRate: 0.05,
      pendingRevision: { status: 'PENDING', fields: { name: 'Otra vez' } },
    });
  });

  it("answers 404 to another developer for someone's draft", async () => {
    const project = await createProject();
    const response = await call(
      'PUT',
      `/api/project/${project.id}`,
      other.token,
      projectPayload(`${owner.login}/x`),
    );
    expect(response.statusCode).toBe(404);
  });

  it('sends a rejected (draft) project back to review when its owner saves it', async () => {
    const project = await createProject();
    const rejected = await call('PUT', `/api/project/${project.id}`, admin, {
      status: 'DRAFT',
      observations: 'Faltan capturas',
    });
    expect(rejected.json()).toMatchObject({ status: 'DRAFT', observations: 'Faltan capturas' });
    const repo = `${owner.login}/fixed`;
    github.addRepo(repo);
    const saved = await call('PUT', `/api/project/${project.id}`, owner.token, projectPayload(repo));
    expect(saved.json().status).toBe('UNDER_REVIEW');
  });

  it('refuses a rejection without a reason, and status changes by a non-admin', async () => {
    const project = await createProject();
    const noReason = await call('PUT', `/api/project/${project.id}`, admin, { status: 'DRAFT' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toContainEqual({
      field: 'reason',
      message: 'La razón del rechazo es obligatoria.',
    });
    const selfPublish = await call('PUT', `/api/project/${project.id}`, owner.token, { status: 'PUBLISHED' });
    expect(selfPublish.statusCode).toBe(409);
    expect(selfPublish.json().code).toBe('STATUS_CHANGE_FORBIDDEN');
  });
});

describe('deleting', () => {
  it('suspends a free project without sales, which then cannot be edited, deleted or seen by the public', async () => {
    const project = await createProject({ price: 0 });
    await publish(project.id);
    expect((await call('DELETE', `/api/project/${project.id}`, other.token)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/project/${project.id}`, owner.token);
    expect(deleted.json()).toMatchObject({
      status: 'SUSPENDED',
      observations: null,
      observationsCode: 'SUSPENDED_BY_DEVELOPER',
    });
    expect((await call('DELETE', `/api/project/${project.id}`, owner.token)).json().code).toBe(
      'PROJECT_LOCKED',
    );
    const edit = await call(
      'PUT',
      `/api/project/${project.id}`,
      owner.token,
      projectPayload(`${owner.login}/x`),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('Un proyecto suspendido no se puede editar ni eliminar');
    expect((await call('GET', `/api/project/${project.id}`)).statusCode).toBe(404);
  });

  it('the status SUSPENDED from the owner follows the same delete rule', async () => {
    const project = await createProject({ price: 0 });
    const response = await call('PUT', `/api/project/${project.id}`, owner.token, { status: 'SUSPENDED' });
    expect(response.json().status).toBe('SUSPENDED');
  });

  it('asks for a deletion request for a paid project, which is recorded once', async () => {
    const project = await createProject({ price: 15 });
    const deleted = await call('DELETE', `/api/project/${project.id}`, owner.token);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'Este proyecto tiene precio o ventas: envía una solicitud de eliminación con el motivo',
    );
    const url = `/api/project/${project.id}/request-deletion`;
    const empty = await call('POST', url, owner.token, { reason: '  ' });
    expect(empty.json().details).toContainEqual({ field: 'reason', message: 'El motivo es obligatorio' });
    expect((await call('POST', url, other.token, { reason: 'No es mío' })).statusCode).toBe(404);
    const sent = await call('POST', url, owner.token, { reason: 'Ya no lo mantengo' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe('Solicitud de eliminación enviada al administrador');
    expect((await call('POST', url, owner.token, { reason: 'Otra vez' })).json().code).toBe(
      'DELETION_ALREADY_REQUESTED',
    );
  });
});

describe('commission rate', () => {
  it('tells a developer the rate that applies, and the public the platform rate', async () => {
    const mine = await call('GET', '/api/developer/me/commission', owner.token);
    expect(mine.json()).toEqual({ rate: 0.1, isInternal: false });
    expect((await call('GET', '/api/developer/me/commission', user.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/config')).json()).toMatchObject({ commissionRate: 0.1, currency: 'USD' });
  });
});

describe('views', () => {
  it('does not count prefetches, counts a view recorded for a cached page, and 404s a bad developer id', async () => {
    const project = await createProject({ price: 0 });
    await publish(project.id);
    await t.app.inject({
      method: 'GET',
      url: `/api/project/${project.id}`,
      headers: { purpose: 'prefetch' },
    });
    expect((await call('POST', `/api/project/${project.id}/view`)).statusCode).toBe(204);
    expect((await call('GET', `/api/project/${project.id}`, owner.token)).json().views).toBe(1);
    expect((await call('GET', '/api/project/developer/not-a-uuid')).statusCode).toBe(404);
  });
});
