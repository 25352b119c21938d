import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createRefundProcessing } from '../src/modules/refunds/refund-processing';
import { createRefundWorker } from '../src/modules/refunds/refund-worker';
import type { TTestApp } from './app-builder';
import { registerUser } from './factories';
import type { paymentFixtures } from './payment-fixtures';

type TFixtures = ReturnType<typeof paymentFixtures>;
type TDeveloper = Awaited<ReturnType<TFixtures['verifiedDeveloper']>>;

export const REASON = 'La app no abre en mi navegador desde la última versión.';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Fixtures for refund tests: a bought app with a request, the admin's calls, the worker, the outbox. */
export function refundFixtures(t: TTestApp, fx: TFixtures) {
  const processing = createRefundProcessing(t.deps, quiet, { notifications: t.services.notifications });
  const worker = createRefundWorker(t.deps, quiet, { processing });

  const request = (token: string, projectId: string, reason = REASON) =>
    fx.call('POST', `/api/project/${projectId}/refund-request`, token, { reason });
  const approve = async (refundId: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/approve`,
      headers: {
        authorization: `Bearer ${await fx.adminAuth()}`,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  const reject = async (refundId: string, reason: string) =>
    fx.call('POST', `/api/admin/refunds/${refundId}/reject`, await fx.adminAuth(), { reason });
  const refundSale = async (saleId: string, reason = 'Disputa abierta por el comprador en PayPal.') =>
    fx.call('POST', `/api/admin/sales/${saleId}/refund`, await fx.adminAuth(), { reason });

  /** A new buyer buys a new app of the developer's and asks for a refund (201). */
  async function requested(dev: TDeveloper, options: { price?: number } = {}) {
    const projectId = await fx.publishedProject(dev, { price: options.price ?? 9.99 });
    const buyer = await registerUser(t);
    const { orderId, saleId } = await fx.buy(buyer.token, projectId);
    const asked = await request(buyer.token, projectId);
    expect(asked.statusCode, asked.body).toBe(201);
    return { projectId, buyer, orderId, saleId, refundId: asked.json().id as string };
  }

  /** The buyer's purchases list, by project and status. */
  async function purchased(token: string) {
    const response = await fx.call('GET', '/api/user/purchased', token);
    expect(response.statusCode).toBe(200);
    return response.json().purchasedProjects as {
      id: string;
      projectId: string;
      status: string;
      refund: { id: string; status: string; decisionNote: string | null } | null;
      refundableUntil: string | null;
      canRequestRefund: boolean;
    }[];
  }

  /** The mails queued for an address, oldest first. */
  const mailsTo = (email: string) =>
    fx.rows<{ kind: string; subject: string; text: string }>(
      sql`select kind, subject, text from mail_outbox where to_email = ${email} order by created_at, id`,
    );

  /** The refund's row as stored. */
  async function stored(refundId: string) {
    const [row] = await fx.rows<{ status: string; attempts: number; failure_code: string | null }>(
      sql`select status, attempts, failure_code from refunds where id = ${refundId}`,
    );
    return row;
  }

  return { worker, request, approve, reject, refundSale, requested, purchased, mailsTo, stored };
}
