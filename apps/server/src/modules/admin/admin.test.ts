import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { completeSaleRefund } from '../../../test/complete-sale-refund';
import { ensureHostedBuild, projectPayload, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database: the overview counts everything in it, so other files' data must not land there.
  t = await createTestApp({ githubUrl: github.url, ownDatabase: true });
  fx = paymentFixtures(t, github);
  admin = await fx.adminAuth();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

/** A project waiting for review (as created). */
async function projectInReview(
  dev: { token: string; login: string },
  overrides: Record<string, unknown> = {},
) {
  const repo = `${dev.login}/r-${Math.random().toString(36).slice(2, 9)}`;
  github.addRepo(repo);
  const created = await fx.call('POST', '/api/project/create', dev.token, projectPayload(repo, overrides));
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}

const overview = async () => (await fx.call('GET', '/api/admin/overview', admin)).json();

describe('the review flow', () => {
  it('only admins decide; a rejection needs a reason; every decision is logged with who, from, to and why', async () => {
    const dev = await fx.verifiedDeveloper();
    const other = await registerUser(t);
    const id = await projectInReview(dev);
    const byOwner = await fx.call('PUT', `/api/project/${id}`, dev.token, { status: 'PUBLISHED' });
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json().code).toBe('STATUS_CHANGE_FORBIDDEN');
    expect(
      (await fx.call('PUT', `/api/project/${id}`, other.token, { status: 'PUBLISHED' })).statusCode,
    ).toBe(403);
    expect((await fx.call('GET', `/api/project/${id}`, admin)).json().status).toBe('UNDER_REVIEW');
    const noReason = await fx.call('PUT', `/api/project/${id}`, admin, { status: 'DRAFT' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('La razón del rechazo es obligatoria.');

    const before = await overview();
    const rejected = await fx.call('PUT', `/api/project/${id}`, admin, {
      status: 'DRAFT',
      observations: 'Faltan capturas reales',
    });
    expect(rejected.json()).toMatchObject({ status: 'DRAFT', observations: 'Faltan capturas reales' });
    // The developer reads the note, edits and resubmits: back to review.
    const mine = (await fx.call('GET', `/api/project/developer/${dev.user.id}`, dev.token)).json();
    expect(mine.find((p: { id: string }) => p.id === id)).toMatchObject({
      status: 'DRAFT',
      observations: 'Faltan capturas reales',
    });
    const repo = `${dev.login}/r-${Math.random().toString(36).slice(2, 9)}`;
    github.addRepo(repo);
    const edited = await fx.call(
      'PUT',
      `/api/project/${id}`,
      dev.token,
      projectPayload(repo, { version: '1.3.0' }),
    );
    expect(edited.json().status).toBe('UNDER_REVIEW');
    // A paid app is published only with an approved hosted build.
    const withoutBuild = await fx.call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' });
    expect(withoutBuild.statusCode).toBe(409);
    expect(withoutBuild.json()).toMatchObject({
      code: 'BUILD_REQUIRED',
      message: expect.stringContaining('versión aprobada'),
    });
    await ensureHostedBuild(t, id);
    const approved = await fx.call('PUT', `/api/project/${id}`, admin, { status: 'PUBLISHED' });
    expect(approved.json().status).toBe('PUBLISHED');

    const after = await overview();
    expect(after.projects.reviewedToday - before.projects.reviewedToday).toBe(2);
    expect(after.projects.published - before.projects.published).toBe(1);

    const log = (await fx.call('GET', '/api/admin/decisions?size=100', admin)).json();
    const mineLogged = log.decisions.filter((d: { projectId: string }) => d.projectId === id);
    expect(mineLogged.map((d: { action: string }) => d.action)).toEqual([
      'project.approved',
      'project.rejected',
    ]);
    expect(mineLogged[1]).toMatchObject({
      from: 'UNDER_REVIEW',
      to: 'DRAFT',
      reason: 'Faltan capturas reales',
      actorName: 'Administrador',
    });
  });

  it('refuses the admin calls to everyone but admins', async () => {
    const dev = await fx.verifiedDeveloper();
    for (const url of [
      '/api/admin/overview',
      '/api/admin/projects',
      '/api/admin/users',
      '/api/admin/deletion-requests',
      '/api/admin/decisions',
      '/api/admin/sales',
      '/api/admin/sales.csv',
      '/api/admin/payouts',
    ]) {
      expect((await fx.call('GET', url)).statusCode, url).toBe(401);
      expect((await fx.call('GET', url, dev.token)).statusCode, url).toBe(403);
    }
  });
});

describe('the admin overview and lists', () => {
  it('counts exactly what was created: projects by status, sales, commission, payouts, users', async () => {
    const before = await overview();
    const dev = await fx.verifiedDeveloper();
    const inReview = await projectInReview(dev, { price: 0 });
    const published = await fx.publishedProject(dev, { price: 20 });
    const buyer = await registerUser(t);
    const saleId = (await fx.buy(buyer.token, published)).saleId;
    await fx.buy((await registerUser(t)).token, published);
    await fx.call('PUT', `/api/project-sale/${saleId}/pay`, admin);
    const after = await overview();

    expect(after.projects.total - before.projects.total).toBe(2);
    expect(after.projects.underReview - before.projects.underReview).toBe(1);
    expect(after.projects.published - before.projects.published).toBe(1);
    expect(after.sales.count - before.sales.count).toBe(2);
    expect(after.sales.revenue - before.sales.revenue).toBeCloseTo(40, 2);
    expect(after.sales.commission - before.sales.commission).toBeCloseTo(4, 2);
    expect(after.sales.developerNet - before.sales.developerNet).toBeCloseTo(36, 2);
    // One developer payout of the whole balance: both sales settled, nothing left owed.
    expect(after.sales.paidPayouts - before.sales.paidPayouts).toBeCloseTo(36, 2);
    expect(after.sales.pendingPayouts - before.sales.pendingPayouts).toBeCloseTo(0, 2);
    expect(after.users.developers - before.users.developers).toBe(1);
    expect(after.users.total - before.users.total).toBe(3);

    // A refund of a paid sale: out of the sales figures; the payout made stays made, and the
    // developer's debt (a negative balance) is no payout pending.
    await completeSaleRefund(t, saleId);
    const refunded = await overview();
    expect(after.sales.count - refunded.sales.count).toBe(1);
    expect(after.sales.revenue - refunded.sales.revenue).toBeCloseTo(20, 2);
    expect(after.sales.commission - refunded.sales.commission).toBeCloseTo(2, 2);
    expect(after.sales.developerNet - refunded.sales.developerNet).toBeCloseTo(18, 2);
    expect(refunded.sales.paidPayouts).toBeCloseTo(after.sales.paidPayouts, 2);
    expect(refunded.sales.pendingPayouts).toBeCloseTo(after.sales.pendingPayouts, 2);

    const list = (
      await fx.call(
        'GET',
        `/api/admin/projects?status=UNDER_REVIEW&q=${encodeURIComponent(dev.user.name)}&size=100`,
        admin,
      )
    ).json();
    expect(list.projects.map((p: { id: string }) => p.id)).toContain(inReview);
    expect(list.projects.every((p: { status: string }) => p.status === 'UNDER_REVIEW')).toBe(true);

    const paid = (await fx.call('GET', '/api/admin/payouts?size=100', admin)).json();
    const [payout] = await fx.rows<{ id: string }>(
      sql`select id from payouts where developer_id = ${dev.user.id}`,
    );
    expect(paid.payouts.find((p: { payoutId: string }) => p.payoutId === payout?.id)).toMatchObject({
      saleId: null,
      projectName: null,
      salesCount: 2,
      amount: 36,
      provider: 'sandbox',
      paidByName: 'Administrador',
    });
  });

  it('lets an admin verify a developer, mark them internal and set their rate; only on developers', async () => {
    const dev = await fx.verifiedDeveloper();
    await t.deps.db.execute(sql`update users set verified = false where id = ${dev.user.id}`);
    const updated = await fx.call('PUT', `/api/admin/users/${dev.user.id}`, admin, {
      verified: true,
      commissionRate: 0.2,
    });
    expect(updated.json()).toMatchObject({ verified: true, isInternal: false, commissionRate: 0.2 });
    const reset = await fx.call('PUT', `/api/admin/users/${dev.user.id}`, admin, { commissionRate: null });
    expect(reset.json().commissionRate).toBeNull();
    expect(
      (await fx.call('PUT', `/api/admin/users/${dev.user.id}`, admin, { commissionRate: 1.5 })).statusCode,
    ).toBe(400);
    expect((await fx.call('PUT', `/api/admin/users/${dev.user.id}`, admin, {})).statusCode).toBe(400);
    const user = await registerUser(t);
    expect(
      (await fx.call('PUT', `/api/admin/users/${user.user.id}`, admin, { verified: true })).statusCode,
    ).toBe(403);
    expect(
      (await fx.call('PUT', `/api/admin/users/${dev.user.id}`, dev.token, { verified: true })).statusCode,
    ).toBe(403);
    const rows = await fx.rows<{ action: string }>(
      sql`select action from audit_log where entity_id = ${dev.user.id} and action = 'user.updated'`,
    );
    expect(rows).toHaveLength(2);
    const found = (
      await fx.call('GET', `/api/admin/users?role=developer&q=${encodeURIComponent(dev.user.email)}`, admin)
    ).json();
    expect(found.users).toEqual([
      expect.objectContaining({ id: dev.user.id, verified: true, projectCount: 0 }),
    ]);
    await fx.publishedProject(dev);
    await projectInReview(dev);
    const counted = (
      await fx.call('GET', `/api/admin/users?q=${encodeURIComponent(dev.user.email)}`, admin)
    ).json();
    expect(counted.users[0].projectCount).toBe(2);
  });
});

describe('deletion requests', () => {
  it('reach the admin, who accepts (suspends) or refuses with a note, once', async () => {
    const dev = await fx.verifiedDeveloper();
    const paid = await fx.publishedProject(dev, { price: 5 });
    const kept = await fx.publishedProject(dev, { price: 5 });
    const buyerOfPaid = await registerUser(t);
    await fx.buy(buyerOfPaid.token, paid);
    expect((await fx.call('DELETE', `/api/project/${paid}`, dev.token)).json().code).toBe(
      'DELETE_NEEDS_REQUEST',
    );
    for (const id of [paid, kept])
      expect(
        (
          await fx.call('POST', `/api/project/${id}/request-deletion`, dev.token, {
            reason: 'Ya no la mantengo',
          })
        ).statusCode,
      ).toBe(201);

    const pending = (await fx.call('GET', '/api/admin/deletion-requests', admin)).json();
    const requestFor = (id: string) => pending.find((r: { projectId: string }) => r.projectId === id);
    expect(requestFor(paid)).toMatchObject({
      status: 'PENDING',
      reason: 'Ya no la mantengo',
      developerName: dev.user.name,
    });
    const projects = (
      await fx.call('GET', `/api/admin/projects?q=${encodeURIComponent(dev.user.name)}`, admin)
    ).json();
    expect(projects.projects.find((p: { id: string }) => p.id === paid).pendingDeletionRequestId).toBe(
      requestFor(paid).id,
    );

    const accepted = await fx.call('PUT', `/api/admin/deletion-requests/${requestFor(paid).id}`, admin, {
      decision: 'ACCEPT',
    });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED', decidedByName: 'Administrador' });
    // The product's note is a code, shown in the reader's language; nothing Spanish is stored.
    expect((await fx.call('GET', `/api/project/${paid}`, admin)).json()).toMatchObject({
      status: 'SUSPENDED',
      observations: null,
      observationsCode: 'DELETION_ACCEPTED',
    });
    expect((await fx.call('GET', `/api/project/${paid}`)).statusCode).toBe(404);
    // Its buyer keeps the app: the page and the address stay open to them.
    const keptForBuyer = (await fx.call('GET', `/api/project/${paid}`, buyerOfPaid.token)).json();
    expect(keptForBuyer).toMatchObject({
      status: 'SUSPENDED',
      hasAccess: true,
      demoUrl: 'https://fotoapp.io/app',
    });
    expect((await fx.call('GET', `/api/project/${paid}`, (await registerUser(t)).token)).statusCode).toBe(
      404,
    );

    const noNote = await fx.call('PUT', `/api/admin/deletion-requests/${requestFor(kept).id}`, admin, {
      decision: 'REFUSE',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toContain('Explica al desarrollador por qué se rechaza la solicitud.');
    const refused = await fx.call('PUT', `/api/admin/deletion-requests/${requestFor(kept).id}`, admin, {
      decision: 'REFUSE',
      note: 'Tiene compradores activos',
    });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', decisionNote: 'Tiene compradores activos' });
    expect((await fx.call('GET', `/api/project/${kept}`)).json().status).toBe('PUBLISHED');
    const again = await fx.call('PUT', `/api/admin/deletion-requests/${requestFor(paid).id}`, admin, {
      decision: 'ACCEPT',
    });
    expect(again.statusCode).toBe(409);

    const log = (await fx.call('GET', '/api/admin/decisions?size=100', admin)).json();
    const actions = log.decisions
      .filter((d: { projectId: string }) => d.projectId === paid || d.projectId === kept)
      .map((d: { action: string }) => d.action);
    expect(actions).toEqual(
      expect.arrayContaining(['deletion.accepted', 'deletion.refused', 'project.suspended']),
    );
    const mine = (await fx.call('GET', `/api/project/developer/${dev.user.id}`, dev.token)).json();
    expect(mine.find((p: { id: string }) => p.id === kept).deletionRequest).toMatchObject({
      status: 'REFUSED',
      reason: 'Ya no la mantengo',
      note: 'Tiene compradores activos',
    });
    const publicList = (await fx.call('GET', `/api/project/developer/${dev.user.id}`)).json();
    expect(publicList.every((p: object) => !('deletionRequest' in p))).toBe(true);
    const refusal = log.decisions.find(
      (d: { action: string; projectId: string }) => d.action === 'deletion.refused' && d.projectId === kept,
    );
    expect(refusal).toMatchObject({ reason: 'Ya no la mantengo', note: 'Tiene compradores activos' });
  });
});

describe('the sales report', () => {
  it('lists the range with totals and exports CSV with the right rows and escaping', async () => {
    const dev = await fx.verifiedDeveloper();
    const tricky = await fx.publishedProject(dev, { price: 12.34 });
    await t.deps.db.execute(
      sql`update projects set name = ${'=HYPERLINK("x"), "Ñandú", coma\nlínea'} where id = ${tricky}`,
    );
    const buyer = await registerUser(t);
    const saleId = (await fx.buy(buyer.token, tricky)).saleId;
    const today = new Date().toISOString().slice(0, 10);

    const report = (
      await fx.call('GET', `/api/admin/sales?from=${today}&to=${today}&size=100`, admin)
    ).json();
    expect(report.sales.find((s: { saleId: string }) => s.saleId === saleId)).toMatchObject({
      amount: 12.34,
      commission: 1.23,
      developerNet: 11.11,
      buyerEmail: buyer.email,
      payoutStatus: 'PENDING',
    });
    expect(report.totals.count).toBeGreaterThanOrEqual(1);
    for (const from of ['2026-13-01', '2026-02-30', 'ayer'])
      expect((await fx.call('GET', `/api/admin/sales?from=${from}`, admin)).statusCode, from).toBe(400);
    const empty = (await fx.call('GET', '/api/admin/sales?from=2001-01-01&to=2001-01-31', admin)).json();
    expect(empty).toMatchObject({ sales: [], totals: { count: 0, amount: 0 } });

    const csv = await fx.call('GET', `/api/admin/sales.csv?from=${today}&to=${today}`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="ventas-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''ventas-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const records = parse(csv.body.slice(1)) as string[][];
    expect(records[0]?.[0]).toBe('Fecha');
    expect(records.slice(1).every((r) => r.length === 12)).toBe(true);
    const row = records.find((r) => r[1] === saleId);
    expect(row?.slice(3, 9)).toEqual([
      `'=HYPERLINK("x"), "Ñandú", coma\nlínea`,
      dev.user.name,
      buyer.email,
      '12.34',
      '1.23',
      '11.11',
    ]);
    expect(row?.[11]).toBe('No');
    expect(records.length - 1).toBe(report.totalElements);

    // Refunded: still listed (marked), out of every total, "Sí" in the CSV.
    await completeSaleRefund(t, saleId);
    const after = (await fx.call('GET', `/api/admin/sales?from=${today}&to=${today}&size=100`, admin)).json();
    expect(after.sales.find((s: { saleId: string }) => s.saleId === saleId)).toMatchObject({
      refunded: true,
    });
    expect(after.totalElements).toBe(report.totalElements);
    expect(after.totals.count).toBe(report.totals.count - 1);
    expect(after.totals.amount).toBeCloseTo(report.totals.amount - 12.34, 2);
    expect(after.totals.developerNet).toBeCloseTo(report.totals.developerNet - 11.11, 2);
    const refundedCsv = parse(
      (await fx.call('GET', `/api/admin/sales.csv?from=${today}&to=${today}`, admin)).body.slice(1),
    ) as string[][];
    expect(refundedCsv.find((r) => r[1] === saleId)?.[11]).toBe('Sí');
  });
});
