import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../app-builder';
import { uniqueEmail } from '../factories';
import { startFakeGithub, type TFakeGithub } from '../fake-github';
import { paymentFixtures } from '../payment-fixtures';
import { API_TYPES_FILE, renderApiTypes } from './api-types';
import type { paths } from './api-types.gen';
import { readOpenApiDocument } from './openapi-document';

/**
 * A client generated from the API document (openapi-typescript types + openapi-fetch) drives a
 * listening server through sign-in, the store, a favourite and a sandbox purchase: the document is
 * enough to call the API, and the calls type-check against it.
 */
let t: TTestApp;
let github: TFakeGithub;
let baseUrl: string;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database, so the store list holds exactly the apps made here.
  t = await createTestApp({ githubUrl: github.url, ownDatabase: true });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await github?.close();
});

describe('the committed client types', () => {
  it('are those of the document the server serves (else: npm run api:types)', async () => {
    const fresh = await renderApiTypes(await readOpenApiDocument());
    expect(
      fresh === readFileSync(API_TYPES_FILE, 'utf8'),
      'api-types.gen.ts is out of date: npm run api:types',
    ).toBe(true);
  }, 60_000);
});

describe('a client generated from the document', () => {
  it('signs in, reads the store, keeps a favourite and buys an app in the sandbox', async () => {
    const fx = paymentFixtures(t, github);
    const developer = await fx.verifiedDeveloper();
    const paidId = await fx.publishedProject(developer, { price: 7.5 });

    const visitor = createClient<paths>({ baseUrl });
    const email = uniqueEmail('cliente');
    const registered = await visitor.POST('/api/auth/register', {
      body: { email, password: 'secreto123', name: 'Inés Calvo' },
    });
    expect(registered.response.status).toBe(201);
    const signedIn = await visitor.POST('/api/auth/login', {
      body: { email, password: 'secreto123', type: 'user' },
    });
    expect(signedIn.error).toBeUndefined();
    const token = signedIn.data?.token as string;
    expect(signedIn.data?.user.email).toBe(email);

    const store = await visitor.GET('/api/project/simplified', { params: { query: { page: 0, size: 12 } } });
    expect(store.error).toBeUndefined();
    const card = store.data?.projects.find((project) => project.id === paidId);
    expect(card).toMatchObject({ id: paidId, price: 7.5 });

    const user = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const me = await user.GET('/api/auth/me');
    expect(me.data?.email).toBe(email);

    const added = await user.POST('/api/user/favorites', { body: { idFavoriteProject: paidId } });
    expect(added.data).toMatchObject({ isFavorite: true, favoriteProjects: [paidId] });
    const favourite = await user.GET('/api/user/favorites/{id}', { params: { path: { id: paidId } } });
    expect(favourite.data).toEqual({ projectId: paidId, isFavorite: true });
    const favourites = await user.GET('/api/user/favorites');
    expect(favourites.data?.projects.map((project) => project.id)).toEqual([paidId]);

    // A refusal comes back as the documented error body (typed: the 4xx bodies and the 5XX ones).
    const missing = await user.POST('/api/user/favorites', {
      body: { idFavoriteProject: 'no-existe-esta-app' },
    });
    expect(missing.response.status).toBe(404);
    const refusal = missing.error && 'code' in missing.error ? missing.error : null;
    expect(refusal?.code).toBe('NOT_FOUND');
    expect(refusal?.error.code).toBe('NOT_FOUND');

    const order = await user.POST('/api/payments/orders', { body: { projectId: paidId } });
    expect(order.response.status).toBe(201);
    expect(order.data).toMatchObject({
      projectId: paidId,
      amount: 7.5,
      currency: 'USD',
      provider: 'sandbox',
    });
    const orderId = order.data?.orderId as string;
    const captured = await user.POST('/api/payments/orders/{orderId}/capture', {
      params: { path: { orderId } },
      body: {},
    });
    expect(captured.data).toMatchObject({ status: 'COMPLETED', orderId, projectId: paidId, amount: 7.5 });
    const status = await user.GET('/api/payments/orders/{orderId}', { params: { path: { orderId } } });
    expect(status.data).toMatchObject({ status: 'COMPLETED', saleId: captured.data?.saleId });
    const purchased = await user.GET('/api/user/purchased');
    expect(purchased.data?.purchasedProjects.map((purchase) => purchase.projectId)).toEqual([paidId]);
    const sale = await user.POST('/api/project-sale', { body: { projectId: paidId, orderId } });
    expect(sale.data).toMatchObject({ saleId: captured.data?.saleId, orderId, amount: 7.5 });
  }, 60_000);
});
