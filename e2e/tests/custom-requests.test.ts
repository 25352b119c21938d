import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage } from '../support/browser';
import { loginThroughUi } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  Buffer.alloc(4096, 32),
]);
const requester = `Marina Solís ${Date.now().toString(36)}`;

describe('custom app requests', () => {
  it('a visitor sends a request with a PDF; an oversize file swaps to the URL field', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/solicitud-app');
    await page.getByRole('heading', { name: 'Solicita una app hecha a tu medida', level: 1 }).waitFor();
    await expectAccessible(page, '/solicitud-app');

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();

    await page.getByLabel('Nombre', { exact: true }).fill(requester);
    await page.getByLabel('Email', { exact: true }).fill('marina.solis@correo-prueba.net');
    await page
      .getByLabel('Describe la app que necesitas')
      .fill('Una app para que mis alumnos reserven clases de guitarra y paguen por adelantado.');
    await page.getByLabel('Adjuntar un documento (opcional)').check();

    // Over 1 MB: the file is dropped and a required download URL takes its place.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'partituras.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]),
    });
    await page
      .getByText(/supera el límite de 1 MB/)
      .first()
      .waitFor();
    const url = page.getByLabel('URL de descarga del archivo');
    await url.waitFor();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page
      .getByText(/El archivo supera 1MB: compártelo con una URL de descarga/)
      .first()
      .waitFor();

    // A file within the limit replaces it.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'requisitos.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('requisitos.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByText('¡Solicitud enviada!').waitFor();
    await page
      .getByText('Tu solicitud fue enviada correctamente. Pronto nos pondremos en contacto.')
      .waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in user finds name and email filled in and locked', async () => {
    const { page, context } = await newPage(browser);
    await loginThroughUi(page, { email: 'lucia.moreno@vitrina.app', password: 'Demo1234!' });
    await page.goto('/solicitud-app');
    const name = page.getByLabel('Nombre', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Lucía Moreno');
    expect(await email.inputValue()).toBe('lucia.moreno@vitrina.app');
    expect(await name.isEditable()).toBe(false);
    expect(await email.isEditable()).toBe(false);
    await context.close();
  });

  it('the admin reads the request and downloads its file', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill('admin@vitrina.app');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin1234!');
    await page.getByRole('button', { name: 'Entrar como administrador' }).click();
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('tab', { name: /^Solicitudes/ }).click();
    const card = page.getByRole('listitem').filter({ hasText: requester });
    await card.getByText('Una app para que mis alumnos reserven clases de guitarra').waitFor();
    await expectAccessible(page, '/admin-dashboard requests');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Descargar requisitos.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('requisitos.pdf');
    const path = await download.path();
    expect((await readFile(path)).equals(PDF)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
