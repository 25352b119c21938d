import { randomUUID } from 'node:crypto';
import { buildSearchQuery } from '@vitrina/shared/search/search-normalizer';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  createProject,
  registerDeveloper,
  setProjectStatus,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

/**
 * The store search looks words up in the index of word prefixes (search_prefixes). It must answer
 * exactly what a prefix match on the stored search vector answers: the same projects, in the same
 * order (newest first, asked for explicitly: a search is ordered by relevance by default), with the same count, including a query word the parser splits into a phrase ("12e3x").
 */
let t: TTestApp;
let github: TFakeGithub;
const marker = `zq${randomUUID().replaceAll('-', '').slice(0, 8)}8`;
let ids: Record<string, string>;
/** Tags, keywords and a description none of the queries below can match, so the name and summary decide. */
const NEUTRAL = {
  tags: ['varios', 'util'],
  keywords: ['sencilla', 'ligera', 'practica'],
  description: 'Una herramienta sencilla que funciona en cualquier navegador moderno sin instalar nada.',
};

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  const dev = await registerDeveloper(t, github);
  const admin = await adminToken(t);
  const published = async (name: string, shortDescription: string) => {
    const id = await createProject(t, github, dev, {
      name: `${name} ${marker}`,
      shortDescription,
      ...NEUTRAL,
    });
    await setProjectStatus(t, id, admin);
    return id;
  };
  ids = {
    fotografias: await published('Editor de fotografías', 'Retoca cada imagen en el navegador.'),
    imagenes: await published('Visor de imágenes', 'Para ver tus fotos de viaje.'),
    notas: await published('Notas', 'Un editor de notas rápido.'),
    phrase: await published('Conversor 12e3x', 'Convierte unidades sin instalar nada.'),
    apart: await published('Tabla 12e3', 'Con una columna x para cada dato.'),
    mp3: await published('Reproductor mp3', 'Escucha tu música sin conexión.'),
  };
  await createProject(t, github, dev, { name: `Oculto editor de fotos 12e3x ${marker}` });
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const list = async (q: string, page = 0, size = 48) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/project/simplified?q=${encodeURIComponent(q)}&page=${page}&size=${size}&sort=newest`,
    })
  ).json() as { projects: { id: string }[]; totalElements: number };

/**
 * Published projects whose stored vector matches every word of the query, each as a prefix of one
 * of all its alternatives, in the store's order.
 */
async function prefixMatchOnVector(q: string): Promise<string[]> {
  const tsQuery = buildSearchQuery(q)
    .map((alternatives) => `(${alternatives.map((alt) => `${alt}:*`).join(' | ')})`)
    .join(' & ');
  const result = (await t.deps.db.execute(sql`
    select id from projects
    where status = 'PUBLISHED' and search_vector @@ to_tsquery('simple', ${tsQuery})
    order by published_at desc nulls last, id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

describe('store search through the index of word prefixes', () => {
  const queries = [
    marker,
    `foto ${marker}`,
    `fotografia ${marker}`,
    `imagenes ${marker}`,
    `edit ${marker}`,
    `editor fotos ${marker}`,
    `12e3x ${marker}`,
    `12e3 ${marker}`,
    `12e ${marker}`,
    `x ${marker}`,
    `mp ${marker}`,
    `mp3 ${marker}`,
    `zz ${marker}`,
    marker.slice(0, 7),
  ];

  it('answers the same projects, order and count as a prefix match on the stored vector', async () => {
    for (const q of queries) {
      const expected = await prefixMatchOnVector(q);
      const body = await list(q);
      expect({ q, ids: body.projects.map((p) => p.id), total: body.totalElements }).toEqual({
        q,
        ids: expected,
        total: expected.length,
      });
    }
  });

  it('finds words by their start, synonyms included, and a split word only as written', async () => {
    const found = async (q: string) => (await list(q)).projects.map((p) => p.id).sort();
    expect(await found(`foto ${marker}`)).toEqual([ids.fotografias, ids.imagenes].sort());
    expect(await found(`editor foto ${marker}`)).toEqual([ids.fotografias]);
    // "12e3x" is two words to the parser, one after the other: "Tabla 12e3 ... x" has both, apart.
    expect(await found(`12e3x ${marker}`)).toEqual([ids.phrase]);
    expect(await found(`12e3 ${marker}`)).toEqual([ids.phrase, ids.apart].sort());
    expect(await found(`mp ${marker}`)).toEqual([ids.mp3]);
  });

  it('pages the matches with the full count', async () => {
    const all = await prefixMatchOnVector(marker);
    expect(all).toHaveLength(6);
    const second = await list(marker, 1, 4);
    expect(second.totalElements).toBe(6);
    expect(second.projects.map((p) => p.id)).toEqual(all.slice(4));
    const beyond = await list(marker, 5, 4);
    expect(beyond).toMatchObject({ projects: [], totalElements: 6 });
  });

  it('finds the same projects in the admin list, unpublished ones too', async () => {
    const admin = await adminToken(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/projects?q=${encodeURIComponent(`12e3x ${marker}`)}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { totalElements: number; projects: { name: string }[] };
    expect(body.projects.map((p) => p.name).sort()).toEqual(
      [`Conversor 12e3x ${marker}`, `Oculto editor de fotos 12e3x ${marker}`].sort(),
    );
  });
});
