import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { ledgerFixtures } from '../../../test/ledger-fixtures';
import { mailOf, outboxWatch, recipientsOf, signInSpeaking } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { refundFixtures } from '../../../test/refund-fixtures';
import { createPayoutRepository } from '../../db/repositories/payout.repository';
import { createNotifications } from './notifications';

/**
 * Who hears of a sale, a refund request and its outcome, and a payout: each reader in their own
 * language, nobody else, queued with the change (the outbox holds them until the worker sends).
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof refundFixtures>;
let lx: ReturnType<typeof ledgerFixtures>;
let outbox: ReturnType<typeof outboxWatch>;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database: every mail queued during an action is that action's.
  t = await createTestApp({ githubUrl: github.url, ownDatabase: true });
  fx = paymentFixtures(t, github);
  rx = refundFixtures(t, fx);
  lx = ledgerFixtures(t, fx);
  outbox = outboxWatch(t);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

/** A verified developer who reads English, with a published app at `price`, and its name. */
async function englishDeveloperWithApp(price = 12.5) {
  const dev = await fx.verifiedDeveloper();
  await signInSpeaking(t, dev.user, 'developer', 'en');
  const projectId = await fx.publishedProject(dev, { price });
  const app = (await fx.call('GET', `/api/project/${projectId}`, dev.token)).json();
  return { dev, projectId, appName: app.name as string };
}

describe('saleRecorded', () => {
  it('sends the buyer a receipt and the developer a sale notice, each in their language, and nobody else', async () => {
    const { dev, projectId, appName } = await englishDeveloperWithApp(12.5);
    const buyer = await registerUser(t, { name: 'Lucía Prieto' });
    const { mails, result } = await outbox.queuedBy(() => fx.buy(buyer.token, projectId));
    expect(recipientsOf(mails)).toEqual([
      ['purchase_receipt', buyer.email],
      ['sale_notice', dev.user.email],
    ]);
    const receipt = mailOf(mails, 'purchase_receipt', buyer.email);
    expect(receipt.subject).toBe(`Vitrina: recibo de tu compra de «${appName}»`);
    expect(receipt.text).toContain('$12.50 USD');
    expect(receipt.text).toContain(result.orderId);
    const notice = mailOf(mails, 'sale_notice', dev.user.email);
    expect(notice.subject).toBe(`Vitrina: you sold “${appName}”`);
    expect(notice.text).toContain('Platform commission: $1.25 USD');
    expect(notice.text).toContain('For you: $11.25 USD');
  });
});

describe('refundRequested', () => {
  it('sends the buyer a receipt of their request and the developer a notice with the reason, and nobody else', async () => {
    const { dev, projectId, appName } = await englishDeveloperWithApp(9.99);
    const buyer = await registerUser(t, { name: 'Tomás Ibarra' });
    const { orderId } = await fx.buy(buyer.token, projectId);
    const reason = 'La app se cierra al abrir un archivo grande <b>siempre</b>.';
    const { mails, result } = await outbox.queuedBy(() => rx.request(buyer.token, projectId, reason));
    expect(result.statusCode).toBe(201);
    expect(recipientsOf(mails)).toEqual([
      ['refund_request_notice', dev.user.email],
      ['refund_requested', buyer.email],
    ]);

    const receipt = mailOf(mails, 'refund_requested', buyer.email);
    expect(receipt.subject).toBe(`Vitrina: recibimos tu solicitud de reembolso de «${appName}»`);
    expect(receipt.to_name).toBe('Tomás Ibarra');
    expect(receipt.text).toContain('Hola, Tomás Ibarra:');
    expect(receipt.text).toContain('Importe: $9.99 USD');
    expect(receipt.text).toContain(`Orden: ${orderId}`);
    expect(receipt.text).toContain(reason);
    expect(receipt.text).toMatch(/Ver mis compras: http:\/\/localhost:\d+\/user-dashboard$/m);
    // The buyer's words are shown, never run.
    expect(receipt.html).toContain('&lt;b&gt;siempre&lt;/b&gt;');
    expect(receipt.html).not.toContain('<b>siempre</b>');

    const notice = mailOf(mails, 'refund_request_notice', dev.user.email);
    expect(notice.subject).toBe(`Vitrina: a refund of a sale of “${appName}” was requested`);
    expect(notice.text).toContain('Amount: $9.99 USD');
    expect(notice.text).toContain(`The buyer’s reason:\n${reason}`);
    expect(notice.text).toContain('you may add a comment for the admin');
    expect(notice.text).toMatch(/http:\/\/localhost:\d+\/developer-dashboard\?tab=refunds$/m);
    // The developer never learns the buyer's address.
    expect(notice.text).not.toContain(buyer.email);
    expect(notice.html).not.toContain(buyer.email);
  });

  it('tells nobody when the request is refused (a second request for the same purchase)', async () => {
    const { projectId } = await englishDeveloperWithApp();
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    expect((await rx.request(buyer.token, projectId)).statusCode).toBe(201);
    const { mails, result } = await outbox.queuedBy(() => rx.request(buyer.token, projectId));
    expect(result.statusCode).toBe(409);
    expect(mails).toEqual([]);
  });
});

describe('refundRefused and refundCompleted', () => {
  it('tells the buyer of a refusal, with the admin’s reason, in their language, and the developer the sale stands', async () => {
    const { dev, projectId, appName } = await englishDeveloperWithApp();
    const buyer = await registerUser(t);
    await signInSpeaking(t, buyer, 'user', 'en');
    await fx.buy(buyer.token, projectId);
    const refundId = (await rx.request(buyer.token, projectId)).json().id as string;
    const note = 'The app works as described and was used for weeks.';
    const { mails } = await outbox.queuedBy(() => rx.reject(refundId, note));
    expect(recipientsOf(mails)).toEqual([
      ['refund_refused', buyer.email],
      ['refund_refused_notice', dev.user.email],
    ]);
    const refusal = mailOf(mails, 'refund_refused', buyer.email);
    expect(refusal.subject).toBe(`Vitrina: your refund request for “${appName}”`);
    expect(refusal.text).toContain(note);
    const notice = mailOf(mails, 'refund_refused_notice', dev.user.email);
    expect(notice.subject).toBe(`Vitrina: a refund of a sale of “${appName}” was refused`);
    expect(notice.text).toContain('The sale stands');
    expect(notice.text).toContain(note);
  });

  it('tells the buyer their money is back and the developer what leaves their balance, when it completes', async () => {
    const { dev, projectId, appName } = await englishDeveloperWithApp(9.99);
    const buyer = await registerUser(t);
    const { orderId } = await fx.buy(buyer.token, projectId);
    const refundId = (await rx.request(buyer.token, projectId)).json().id as string;
    // The sandbox refunds at once: the approval completes the refund.
    const { mails, result } = await outbox.queuedBy(() => rx.approve(refundId));
    expect(result.json().status).toBe('COMPLETED');
    expect(recipientsOf(mails)).toEqual([
      ['refund_completed', buyer.email],
      ['refund_notice', dev.user.email],
    ]);
    const back = mailOf(mails, 'refund_completed', buyer.email);
    expect(back.subject).toBe(`Vitrina: reembolso de «${appName}» completado`);
    expect(back.text).toContain(orderId);
    const notice = mailOf(mails, 'refund_notice', dev.user.email);
    expect(notice.subject).toBe(`Vitrina: a sale of “${appName}” was refunded`);
    expect(notice.text).toContain('Taken from your balance: $8.99 USD');
  });
});

describe('payoutSent', () => {
  it('tells only the developer the amount, the reference and the account, in their language', async () => {
    const { dev } = await lx.sellerWithSales([10, 20]);
    await signInSpeaking(t, dev.user, 'developer', 'en');
    const { mails, result } = await outbox.queuedBy(() => lx.payout(dev.user.id));
    expect(result.statusCode).toBe(200);
    const reference = result.json().reference as string;
    expect(recipientsOf(mails)).toEqual([['payout_sent', dev.user.email]]);
    const mail = mailOf(mails, 'payout_sent', dev.user.email);
    expect(mail.subject).toBe('Vitrina: we sent you a payout of $27.00 USD');
    expect(mail.text).toContain('Hello Dev Eloper,');
    expect(mail.text).toContain('Amount: $27.00 USD');
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toContain('Sales included: 2');
    expect(mail.text).toMatch(/PayPal account: [0-9A-F]{13}\n/);
    expect(mail.text).toMatch(/See my payouts: http:\/\/localhost:\d+\/developer-dashboard\?tab=payouts$/m);

    // In Spanish for a developer who reads Spanish.
    const other = await lx.sellerWithSales([5]);
    const { mails: spanish } = await outbox.queuedBy(() => lx.payout(other.dev.user.id));
    expect(mailOf(spanish, 'payout_sent', other.dev.user.email).subject).toBe(
      'Vitrina: te enviamos un pago de $4.50 USD',
    );
  });

  it('queues nothing when the change it tells of is rolled back', async () => {
    const { dev } = await lx.sellerWithSales([10]);
    const paid = await lx.payout(dev.user.id);
    const payout = await createPayoutRepository(t.deps.db).findPayout(paid.json().payoutId);
    expect(payout?.status).toBe('PAID');
    const notifications = createNotifications({
      config: t.deps.config,
      clock: t.clock,
      secret: t.deps.appTokenSecret,
    });
    const { mails } = await outbox.queuedBy(async () => {
      await expect(
        t.deps.db.transaction(async (tx) => {
          await notifications.payoutSent(tx, { payout: payout as NonNullable<typeof payout> });
          throw new Error('the payout could not be recorded');
        }),
      ).rejects.toThrow('the payout could not be recorded');
    });
    expect(mails).toEqual([]);
  });
});
