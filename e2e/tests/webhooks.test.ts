import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVitrinaSignature } from '../../apps/server/src/modules/webhooks/verify-example.mjs';
import {
  startFakeWebhookReceiver,
  type TFakeWebhookReceiver,
} from '../../apps/server/test/fake-webhook-receiver';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';
import { layoutProblems } from '../support/layout-checks';
import { api } from '../support/server-pages';

/**
 * Webhooks, as a developer meets them in the dashboard: Carlos adds an endpoint (his own receiver,
 * on this machine: the journeys' server admits loopback addresses) for `sale.completed`, sees its
 * secret once and copies it, sends a test event and watches the log until it is delivered with a
 * 200; the receiver got it signed with that secret (checked with the README's own function). Then
 * the tab once more in English on a phone, and the endpoint deleted, so no other journey's sale is
 * sent to it.
 */
const CARLOS = { email: 'carlos.mendoza@vitrina.app', password: 'Demo1234!', type: 'developer' as const };
const PATH = '/hook';

let browser: Browser;
let receiver: TFakeWebhookReceiver;
let secret = '';

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startFakeWebhookReceiver();
});
afterAll(async () => {
  // Whatever a failed step left: Carlos's endpoints at this receiver go.
  const { token } = await api<{ token: string }>('/api/auth/login', {
    method: 'POST',
    json: CARLOS,
    expected: 200,
  });
  const { endpoints } = await api<{ endpoints: Array<{ id: string; url: string }> }>(
    '/api/developer/me/webhooks',
    { token },
  );
  for (const endpoint of endpoints.filter((one) => one.url.startsWith(receiver.url(''))))
    await api(`/api/developer/me/webhooks/${endpoint.id}`, { method: 'DELETE', token, expected: 204 });
  await receiver.close();
  await browser.close();
});

describe('webhooks', () => {
  it('the developer adds an endpoint, keeps its secret, and a test event reaches it signed', async () => {
    const { page, context, errors } = await newPage(browser);
    // The copy button writes to the clipboard, and the journey reads it back.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    await loginThroughUi(page, CARLOS);
    await page.goto('/developer-dashboard?tab=webhooks');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor();
    await panel.getByText('Aún no tienes endpoints').waitFor();

    const address = panel.getByLabel('Dirección del endpoint');
    const add = panel.getByRole('button', { name: 'Añadir endpoint' });
    // No event chosen: said under the events, before the server is asked.
    await address.fill(receiver.url(PATH));
    await add.click();
    await panel.getByText('Elige al menos un evento.').waitFor();
    // An address on a private network: the server refuses it, said under the address.
    await address.fill('https://192.168.1.20/hook');
    await panel.getByLabel('Venta completada').check();
    await add.click();
    await panel
      .getByText('Esa dirección lleva a una red privada o a este mismo servidor', { exact: false })
      .waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');

    await address.fill(receiver.url(PATH));
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Endpoint añadido: tu secreto' });
    await dialog.getByText('Guárdalo ahora: no lo volverás a ver.').waitFor();
    await dialog.getByText('Secreto de firma').waitFor();
    // The secret as the dialog shows it, whole.
    secret = (await dialog.getByText(/^whsec_/).textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copiar secreto' }).click();
    await page.getByText('Secreto copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: 'Ya lo guardé' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = panel.getByRole('listitem').filter({ hasText: receiver.url(PATH) });
    await card.getByText('Activo', { exact: true }).waitFor();
    await card.getByText('Venta completada').waitFor();
    await card.getByText('Ninguna todavía').waitFor();

    await card.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    await card.getByText('Evento de prueba en cola', { exact: false }).waitFor();
    // The log opens by itself and refreshes until the worker has sent it.
    const entry = card.getByRole('listitem').filter({ hasText: 'Evento de prueba' });
    await entry.getByText('Entregado', { exact: true }).waitFor({ timeout: 20_000 });
    const figure = (label: string) =>
      entry.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    expect(await figure('Código de respuesta').textContent()).toBe('200');
    expect(await figure('Intentos').textContent()).toBe('1');
    expect(await entry.locator('pre').textContent()).toBe('ok');

    const [request] = receiver.received(PATH);
    expect(request?.headers['vitrina-event-type']).toBe('webhook.test');
    const signature = String(request?.headers['vitrina-signature']);
    expect(verifyVitrinaSignature(request?.body ?? '', signature, secret)).toBe(true);
    expect(verifyVitrinaSignature(request?.body ?? '', signature, `${secret}x`)).toBe(false);
    const eventId = (JSON.parse(request?.body ?? '{}') as { id?: string }).id ?? '';
    await entry.getByText(eventId).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in English on a phone: the endpoint and its log fit the screen; then it is deleted', async () => {
    const { page, context, errors } = await newPage(browser, { lang: 'en', width: 390, height: 844 });
    await loginThroughUi(page, CARLOS, 'en');
    await page.goto('/developer-dashboard?tab=webhooks');
    const panel = page.getByRole('tabpanel');
    const card = panel.getByRole('listitem').filter({ hasText: receiver.url(PATH) });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Sale completed').waitFor();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Test event' })
      .getByText('Delivered', { exact: true })
      .waitFor();
    expect(await layoutProblems(page, { required: [receiver.url(PATH)] })).toEqual([]);

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
    await dialog.getByRole('button', { name: 'Delete endpoint' }).click();
    await panel.getByText(`Endpoint ${receiver.url(PATH)} deleted.`).waitFor();
    await card.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
