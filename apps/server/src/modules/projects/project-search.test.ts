import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, createProject, registerDeveloper, setProjectStatus } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
/** A word only this file's projects contain, so a shared database does not disturb the figures. */
const marker = `zq${randomUUID().replaceAll('-', '').slice(0, 8)}9`;

/** A published project of the developer's, with an everyday short description unless told otherwise. */
async function publishProject(
  dev: Awaited<ReturnType<typeof registerDeveloper>>,
  admin: string,
  overrides: Record<string, unknown>,
) {
  const id = await createProject(t, github, dev, {
    shortDescription: 'Una herramienta sencilla para el día a día.',
    // Nothing the queries below look for: the name and summary decide what is found.
    tags: ['varios', 'util'],
    keywords: ['sencilla', 'ligera', 'practica'],
    description: 'Una herramienta sencilla que funciona en cualquier navegador moderno sin instalar nada.',
    ...overrides,
  });
  await setProjectStatus(t, id, admin);
  return id;
}

const list = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/project/simplified?${query}` })).json();

let ids: Record<string, string>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const dev = await registerDeveloper(t, github);
  const admin = await adminToken(t);
  ids = {
    fotos: await publishProject(dev, admin, {
      name: `Álbum de Fotos ${marker}`,
      category: 'ENTERTAINMENT',
      price: 0,
    }),
    imagen: await publishProject(dev, admin, {
      name: `Compresor ${marker}`,
      shortDescription: 'Reduce el peso de cada imagen sin perder calidad.',
      category: 'WEB_DEVELOPMENT',
    }),
    aplicacion: await publishProject(dev, admin, {
      name: `Mi Aplicación ${marker}`,
      shortDescription: 'Una aplicación para organizar la semana.',
      category: 'PRODUCTIVITY_TOOLS',
    }),
  };
  for (let i = 0; i < 12; i++) {
    await publishProject(dev, admin, {
      name: `Relleno ${i} ${marker}`,
      category: 'GAMES',
      price: i % 2 === 0 ? 0 : 2,
    });
  }
  // Not published: never listed.
  await createProject(t, github, dev, { name: `Oculto Fotos ${marker}` });
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const idsOf = (body: { projects: { id: string }[] }) => body.projects.map((p) => p.id);

describe('GET /api/project/simplified search', () => {
  it("finds 'Fotos' for 'foto' (and 'imagen', its synonym), nothing else", async () => {
    expect(idsOf(await list(`q=foto+${marker}`)).sort()).toEqual([ids.fotos, ids.imagen].sort());
  });

  it("finds 'imagen' for words of the photo group", async () => {
    for (const word of ['photo', 'fotografía', 'picture']) {
      const found = idsOf(await list(`q=${encodeURIComponent(`${word} ${marker}`)}`));
      expect(found).toEqual(expect.arrayContaining([ids.imagen]));
    }
  });

  it("finds 'aplicación' for 'aplicacion', whatever the case and punctuation", async () => {
    expect(idsOf(await list(`q=${encodeURIComponent(`¡APLICACION! ${marker}`)}`))).toEqual([ids.aplicacion]);
  });

  it('finds nothing for a punctuation-only query, and never an unpublished project', async () => {
    expect((await list(`q=${encodeURIComponent('¿?')}`)).projects).toEqual([]);
    expect(idsOf(await list(`q=oculto+${marker}`))).toEqual([]);
  });

  it('treats SQL metacharacters as plain text', async () => {
    const body = await list(`q=${encodeURIComponent(`' or 1=1; -- ${marker} & | ! :*`)}`);
    expect(body.projects).toEqual([]);
  });
});

describe('GET /api/project/simplified pages and filters', () => {
  it('pages by 12 with the spec figures', async () => {
    const first = await list(`q=${marker}&page=0&size=12`);
    expect(first).toMatchObject({ currentPage: 0, totalPages: 2, totalElements: 15, hasNext: true });
    expect(first.projects).toHaveLength(12);
    const second = await list(`q=${marker}&page=1&size=12`);
    expect(second).toMatchObject({ currentPage: 1, totalPages: 2, hasNext: false });
    expect(second.projects).toHaveLength(3);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(15);
    expect(first.projects[0]).toEqual({
      id: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      shortDescription: expect.any(String),
      price: expect.any(Number),
      payWhatYouWant: false,
      sale: null,
      mainImage: expect.any(String),
      category: expect.any(String),
      averageRating: 0,
      totalRatings: 0,
    });
  });

  it('filters by category and by free (Gratuitas)', async () => {
    const games = await list(`q=${marker}&category=GAMES`);
    expect(games.totalElements).toBe(12);
    const free = await list(`q=${marker}&category=FREE`);
    expect(free.totalElements).toBe(7);
    expect(free.projects.every((p: { price: number }) => p.price === 0)).toBe(true);
  });

  it('counts published projects per category', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/project/categories' })).json();
    expect(body.categories).toEqual(expect.arrayContaining([expect.objectContaining({ category: 'GAMES' })]));
    expect(body.freeCount).toBeGreaterThanOrEqual(7);
  });

  it('refuses a bad page or size', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/project/simplified?page=-1&size=1000' });
    expect(response.statusCode).toBe(400);
  });
});
