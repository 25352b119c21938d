import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, projectPayload, registerDeveloper, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
let dev: Awaited<ReturnType<typeof registerDeveloper>>;
let repo: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  dev = await registerDeveloper(t, github);
  repo = `${dev.login}/valid-repo`;
  github.addRepo(repo);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const create = (overrides: Record<string, unknown>, token = dev.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/project/create',
    headers: bearer(token),
    payload: projectPayload(repo, overrides),
  });

describe('project form rules', () => {
  it.each([
    [{ name: '' }, 'name', 'El nombre es obligatorio'],
    [{ name: 'ab' }, 'name', 'El nombre debe tener entre 3 y 100 caracteres'],
    [{ name: 'x'.repeat(101) }, 'name', 'El nombre debe tener entre 3 y 100 caracteres'],
    [{ description: 'corta' }, 'description', 'La descripción debe tener entre 50 y 2000 caracteres'],
    [
      { description: 'x'.repeat(2001) },
      'description',
      'La descripción debe tener entre 50 y 2000 caracteres',
    ],
    [
      { shortDescription: 'muy corta' },
      'shortDescription',
      'La descripción corta debe tener entre 20 y 200 caracteres',
    ],
    [
      { shortDescription: 'x'.repeat(201) },
      'shortDescription',
      'La descripción corta debe tener entre 20 y 200 caracteres',
    ],
    [{ price: -1 }, 'price', 'El precio debe ser un número igual o mayor que 0'],
    [{ price: 10000.01 }, 'price', 'El precio no puede exceder $10,000'],
    [{ price: 1.999 }, 'price', 'El precio admite como máximo dos decimales'],
    [{ price: '5' }, 'price', 'El precio debe ser un número igual o mayor que 0'],
    [{ category: '' }, 'category', 'La categoría es obligatoria'],
    [{ category: 'SPACESHIPS' }, 'category', 'Categoría inválida'],
    [
      { targetAudience: 'todos' },
      'targetAudience',
      'Describe el público objetivo con al menos 10 caracteres',
    ],
    [{ sourceCodeUrl: '' }, 'sourceCodeUrl', 'La URL del código fuente es obligatoria'],
    [
      { sourceCodeUrl: 'ftp://github.com/a/b' },
      'sourceCodeUrl',
      'Debe ser una URL válida que empiece por http:// o https://',
    ],
    [
      { sourceCodeUrl: 'https://gitlab.com/a/b' },
      'sourceCodeUrl',
      'Debe ser la URL de un repositorio de GitHub: https://github.com/usuario/repositorio',
    ],
    [{ supportEmail: 'no-email' }, 'supportEmail', 'Email de soporte inválido'],
    [{ mainImage: '' }, 'mainImage', 'La imagen principal es obligatoria'],
    [
      { mainImage: 'javascript:alert(1)' },
      'mainImage',
      'Debe ser una URL válida que empiece por http:// o https://',
    ],
    [{ demoUrl: '' }, 'demoUrl', 'La URL de la aplicación es obligatoria'],
    [
      { documentationUrl: 'docs' },
      'documentationUrl',
      'Debe ser una URL válida que empiece por http:// o https://',
    ],
    [{ videoUrl: 'video' }, 'videoUrl', 'Debe ser una URL válida que empiece por http:// o https://'],
    [
      { screenshots: Array(6).fill('https://a.io/s.png') },
      'screenshots',
      'Puedes añadir como máximo 5 capturas',
    ],
    [
      { screenshots: ['nope'] },
      'screenshots.0',
      'Debe ser una URL válida que empiece por http:// o https://',
    ],
    [{ tags: ['solo'] }, 'tags', 'Añade entre 2 y 10 etiquetas'],
    [{ tags: ['uno', 'UNO', ' uno '] }, 'tags', 'Añade entre 2 y 10 etiquetas'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'Añade entre 2 y 10 etiquetas'],
    [{ keywords: ['a', 'b'] }, 'keywords', 'Añade entre 3 y 15 palabras clave'],
    [
      { keywords: Array.from({ length: 16 }, (_, i) => `k${i}`) },
      'keywords',
      'Añade entre 3 y 15 palabras clave',
    ],
  ])('%o -> %s: %s', async (override, field, message) => {
    const response = await create(override);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });

  it('accepts the limits themselves and omits empty optional URLs', async () => {
    const response = await create({
      name: 'abc',
      shortDescription: 'x'.repeat(20),
      price: 10000,
      tags: ['a', 'b'],
      keywords: ['a', 'b', 'c'],
      videoUrl: '',
      screenshots: Array(5).fill('https://a.io/s.png'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 10000, videoUrl: null, documentationUrl: null });
  });

  it('answers the messages in English when asked', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/project/create',
      headers: { ...bearer(dev.token), 'accept-language': 'en' },
      payload: projectPayload(repo, { price: 20000 }),
    });
    expect(response.json().details).toContainEqual({
      field: 'price',
      message: 'The price cannot exceed $10,000',
    });
  });
});

describe('repository check against the code-hosting API', () => {
  it('accepts a public repository', async () => {
    expect((await create({})).statusCode).toBe(201);
    expect(github.requests.some((r) => r.path === `/repos/${repo}`)).toBe(true);
  });

  it('refuses a private and a missing repository with the spec message', async () => {
    github.addRepo(`${dev.login}/private-one`, { private: true });
    for (const name of ['private-one', 'does-not-exist']) {
      const response = await create({ sourceCodeUrl: `https://github.com/${dev.login}/${name}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'REPOSITORY_NOT_FOUND',
        message: 'El repositorio de GitHub no existe o no es público',
        details: [{ field: 'sourceCodeUrl', message: 'El repositorio de GitHub no existe o no es público' }],
      });
    }
  });

  it('keeps the project, its repository check pending, when the API fails (500) or cannot be reached', async () => {
    github.failPath(`/repos/${dev.login}/broken`, 500);
    const failing = await create({ sourceCodeUrl: `https://github.com/${dev.login}/broken` });
    expect(failing.statusCode).toBe(201);
    expect(failing.json()).toMatchObject({ status: 'UNDER_REVIEW', githubCheck: 'PENDING' });

    const down = await createTestApp({ githubUrl: 'http://127.0.0.1:9' });
    try {
      // A developer account made directly: registering one would need the code-hosting API too.
      const account = await registerUser(down);
      await down.deps.db.execute(sql`update users set role = 'developer' where id = ${account.user.id}`);
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/project/create',
        headers: bearer(account.token),
        payload: projectPayload(repo),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().githubCheck).toBe('PENDING');
    } finally {
      await down.close();
    }
  });
});
