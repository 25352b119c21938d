import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * A code its developer marks public is a sale the store shows on the app's card and page while it
 * runs: the price after it, the percent off and its end; not before it starts, nor once it ended,
 * was paused or used up. The store's short cache is off here so each read sees the clock.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
type TDeveloper = Awaited<ReturnType<ReturnType<typeof paymentFixtures>['verifiedDeveloper']>>;
let dev: TDeveloper;

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({
    githubUrl: github.url,
    env: { PUBLIC_CACHE_TTL_MS: '0', SESSION_IDLE_MINUTES: '1440' },
  });
  fx = paymentFixtures(t, github);
  dev = await fx.verifiedDeveloper();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

let serial = 0;
async function makeCode(fields: Record<string, unknown>) {
  serial += 1;
  const code = `SALE${serial}${Date.now().toString(36)}`.slice(0, 32);
  const made = await fx.call('POST', '/api/developer/me/discount-codes', dev.token, {
    projectId: null,
    kind: 'percent',
    percent: 20,
    isPublic: true,
    ...fields,
    code,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { id: string; code: string };
}

const saleOnPage = async (projectId: string) =>
  (await fx.call('GET', `/api/project/${projectId}`)).json().sale;
const saleOnCard = async (projectId: string) => {
  const cards = (await fx.call('GET', `/api/project/developer/${dev.user.id}`)).json() as {
    id: string;
    sale: unknown;
  }[];
  return cards.find((card) => card.id === projectId)?.sale;
};

describe('a public discount code', () => {
  it('shows on the card and the page while it runs, and the checkout price agrees', async () => {
    // A word of its own: the store is searched for it (other files' apps share the database).
    const marker = `salemark${Date.now().toString(36)}`;
    const projectId = await fx.publishedProject(dev, { price: 10, fields: { name: `Oferta ${marker}` } });
    const now = t.clock.now().getTime();
    const endsAt = new Date(now + 2 * HOUR_MS).toISOString();
    const { code } = await makeCode({ projectId, endsAt });
    const expected = { code, percentOff: 20, price: 8, endsAt };
    expect(await saleOnPage(projectId)).toEqual(expected);
    expect(await saleOnCard(projectId)).toEqual(expected);
    // The store's list says it too.
    const store = (await fx.call('GET', `/api/project/simplified?q=${marker}`)).json();
    expect(store.projects.find((p: { id: string }) => p.id === projectId)?.sale).toEqual(expected);
    const buyer = await registerUser(t);
    const quoted = await fx.call('POST', '/api/payments/quote', buyer.token, { projectId, code });
    expect(quoted.json()).toMatchObject({ price: 8 });

    t.clock.advance(2 * HOUR_MS);
    expect(await saleOnPage(projectId)).toBeNull();
    expect(await saleOnCard(projectId)).toBeNull();
  });

  it('not before it starts, not when it is not public, paused or used up', async () => {
    const projectId = await fx.publishedProject(dev, { price: 10 });
    const later = new Date(t.clock.now().getTime() + HOUR_MS).toISOString();
    await makeCode({ projectId, startsAt: later });
    await makeCode({ projectId, isPublic: false, percent: 90 });
    const paused = await makeCode({ projectId, percent: 80 });
    await fx.call('PATCH', `/api/developer/me/discount-codes/${paused.id}`, dev.token, { status: 'paused' });
    const once = await makeCode({ projectId, percent: 70, maxUses: 1 });
    expect(await saleOnPage(projectId)).toMatchObject({ code: once.code, percentOff: 70, price: 3 });
    const buyer = await registerUser(t);
    const made = await fx.call('POST', '/api/payments/orders', buyer.token, { projectId, code: once.code });
    expect(made.statusCode).toBe(201);
    // Its one use is held by the order: no sale shows, nor does the one not started yet.
    expect(await saleOnPage(projectId)).toBeNull();
    t.clock.advance(HOUR_MS);
    // The order's hold ended (30 min) and the first code started: the better of the two shows.
    expect(await saleOnPage(projectId)).toMatchObject({ code: once.code, percentOff: 70 });
  });

  it('for all the developer’s apps: the one taking the most off wins; a free app has none; pay what you want on its minimum', async () => {
    const solo = await fx.verifiedDeveloper();
    const paid = await fx.publishedProject(solo, { price: 20 });
    const free = await fx.publishedProject(solo, { price: 0 });
    const pwyw = await fx.publishedProject(solo, {
      price: 5,
      fields: { payWhatYouWant: true, suggestedPrice: 9 },
    });
    const make = (fields: Record<string, unknown>) =>
      fx.call('POST', '/api/developer/me/discount-codes', solo.token, {
        projectId: null,
        isPublic: true,
        ...fields,
      });
    expect(
      (await make({ code: `ALL10${Date.now().toString(36)}`, kind: 'percent', percent: 10 })).statusCode,
    ).toBe(201);
    const fixed = `OFF3${Date.now().toString(36)}`;
    expect((await make({ code: fixed, kind: 'fixed', amount: 3 })).statusCode).toBe(201);
    // $3 off $20 is 15 %, more than 10 %; $3 off a minimum of $5 is 60 %.
    expect(await saleOnPage(paid)).toMatchObject({ code: fixed, percentOff: 15, price: 17 });
    expect(await saleOnPage(pwyw)).toMatchObject({ code: fixed, percentOff: 60, price: 2 });
    expect(await saleOnPage(free)).toBeNull();
  });
});
