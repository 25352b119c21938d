import { CATEGORIES } from '@vitrina/shared/projects/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/app-builder';
import { DEMO_APPS } from './demo-catalogue';
import { seedDemoData } from './demo-data';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.deps.db);
  await seedDemoData(t.deps.db); // twice: nothing is duplicated
});
afterAll(async () => {
  await t.close();
});

describe('demo data', () => {
  it('signs in every demo account with its documented password', async () => {
    const accounts = [
      ['admin@vitrina.app', 'Admin1234!', 'admin'],
      ['carlos.mendoza@vitrina.app', 'Demo1234!', 'developer'],
      ['valentina.rios@vitrina.app', 'Demo1234!', 'developer'],
      ['lucia.moreno@vitrina.app', 'Demo1234!', 'user'],
    ];
    for (const [email, password, type] of accounts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, type },
      });
      expect(response.statusCode, email).toBe(200);
    }
  });

  it('fills the store with published apps of every category, free and paid, with our own images', async () => {
    const published = DEMO_APPS.filter((app) => (app.status ?? 'PUBLISHED') === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(25);
    expect(new Set(published.map((app) => app.category))).toEqual(new Set(CATEGORIES));
    const page = (await t.app.inject({ method: 'GET', url: '/api/project/simplified?size=48' })).json();
    expect(page.totalElements).toBeGreaterThanOrEqual(published.length);
    expect(page.projects.some((p: { price: number }) => p.price === 0)).toBe(true);
    expect(page.projects.some((p: { price: number }) => p.price > 0)).toBe(true);
    const demo = (await t.app.inject({ method: 'GET', url: '/api/project/sudoku-zen' })).json();
    expect(demo.mainImage).toBe('/media/demo/sudoku-zen.svg');
    const image = await t.app.inject({ method: 'GET', url: demo.mainImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('keeps the five sample apps with their extra fields', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: '/api/project/editor-de-fotos-pro' })).json();
    expect(detail).toMatchObject({
      name: 'Editor de Fotos Pro',
      version: '2.4.1',
      size: '2.1 MB',
      originalPrice: 29.99,
    });
    expect(detail.features.length).toBeGreaterThan(0);
    expect(detail.technologies.length).toBeGreaterThan(0);
  });

  it('has projects in review, rejected and suspended that the store does not show', async () => {
    for (const slug of ['planificador-de-viajes', 'mapa-de-calor-web', 'contador-de-calorias']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/project/${slug}` })).statusCode).toBe(404);
    }
  });

  it('records the demo purchases as sales with commission, access and totals, once', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!', type: 'user' },
    });
    const token = (login.json() as { token: string }).token;
    const purchased = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/purchased',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().purchasedProjects as { projectSlug: string; amount: number; status: string }[];
    expect(purchased.map((p) => p.projectSlug).sort()).toEqual(['quiz-de-ingles', 'trivia-latam']);
    expect(purchased.every((p) => p.status === 'completed' && p.amount > 0)).toBe(true);
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: '/api/project/trivia-latam',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(detail).toMatchObject({ hasAccess: true, totalSales: 1 });
  });
});
