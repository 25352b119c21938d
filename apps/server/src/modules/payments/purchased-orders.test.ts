import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** `GET /api/user/purchased`: each completed purchase carries the address that opens its app. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url });
  fx = paymentFixtures(t, github);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

describe("the buyer's purchases", () => {
  it("carry the app's address for completed purchases only, and only to their buyer", async () => {
    const dev = await fx.verifiedDeveloper();
    const opened = await fx.publishedProject(dev, { fields: { demoUrl: 'https://fotoapp.io/abrir' } });
    const noAddress = await fx.publishedProject(dev);
    const waiting = await fx.publishedProject(dev);
    const free = await fx.publishedProject(dev, { price: 0 });
    const buyer = await registerUser(t);
    const other = await registerUser(t);

    await fx.buy(buyer.token, opened);
    await fx.buy(buyer.token, noAddress);
    // An address a browser cannot follow is not offered (older rows may hold anything).
    await fx.rows(sql`update projects set demo_url = 'javascript:alert(1)' where id = ${noAddress}`);
    // A payment the provider still holds: no access yet, so no address.
    const held = (await fx.call('POST', '/api/payments/orders', buyer.token, { projectId: waiting })).json()
      .orderId as string;
    await fx.rows(sql`update payment_orders set status = 'PENDING' where provider_order_id = ${held}`);
    expect((await fx.call('POST', `/api/project/purchase/${free}`, buyer.token)).statusCode).toBe(200);

    const response = await fx.call('GET', '/api/user/purchased', buyer.token);
    expect(response.statusCode).toBe(200);
    const byProject = new Map(
      (
        response.json().purchasedProjects as { projectId: string; status: string; appUrl: string | null }[]
      ).map((order) => [order.projectId, order]),
    );
    expect(byProject.get(opened)).toMatchObject({
      status: 'completed',
      appUrl: 'https://fotoapp.io/abrir',
      hostedBuild: true,
    });
    expect(byProject.get(noAddress)).toMatchObject({ status: 'completed', appUrl: null });
    expect(byProject.get(waiting)).toMatchObject({ status: 'pending', appUrl: null, hostedBuild: false });
    expect(byProject.get(free)).toMatchObject({ status: 'completed', appUrl: 'https://fotoapp.io/app' });

    // Someone who bought nothing sees no purchase, and so no address.
    expect((await fx.call('GET', '/api/user/purchased', other.token)).json()).toEqual({
      purchasedProjects: [],
    });
  });
});
