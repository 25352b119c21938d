import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, bearer } from '../../../test/factories';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import { blobKeyOf, putBytes } from '../../integrations/blob-store/blob-bytes';
import { createMailOutbox } from '.';

/** The outbox sends a mail's file from the blob store, by the key its row carries. */
let t: TTestApp;
let brevo: TFakeBrevo;
let outbox: ReturnType<typeof createMailOutbox>;
const RETRY_BASE_MS = 1000;

beforeAll(async () => {
  brevo = await startFakeBrevo();
  t = await createTestApp({
    // Its own database: the outbox sends everything queued in it.
    ownDatabase: true,
    env: {
      MAIL_PROVIDER: 'brevo',
      BREVO_API_URL: brevo.url,
      BREVO_API_KEY: brevo.apiKey,
      MAIL_TO: 'duenia@vitrina.app',
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
    },
  });
  outbox = createMailOutbox(t.deps, { info: () => undefined, warn: () => undefined, error: () => undefined });
});
afterAll(async () => {
  await t.close();
  await brevo.close();
});

/** A PDF of its own (unique bytes, so a unique blob). */
const uniquePdf = (label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label} ${Math.random()}\n`), Buffer.alloc(4096, 32)]);

async function sendRequest(file: Buffer, name: string) {
  const form = new FormData();
  form.append('name', 'Rosa Quintero');
  form.append('email', 'rosa.quintero@correo-prueba.net');
  form.append('description', 'Necesito una app para llevar el inventario de mi tienda de barrio.');
  form.append('attachment', new Blob([file], { type: 'application/pdf' }), name);
  const encoded = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/custom-requests',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const stored = async (id: string) =>
  (
    (await t.deps.db.execute(
      sql`select attachment_key, attachment from custom_requests where id = ${id}`,
    )) as unknown as { rows: { attachment_key: string | null; attachment: unknown }[] }
  ).rows[0];

describe('a mail’s attachment', () => {
  it('is stored in the blob store when the request is made, and sent from there byte for byte', async () => {
    expect(t.deps.blobs.kind).toBe('fs');
    const pdf = uniquePdf('inventario');
    const id = await sendRequest(pdf, 'inventario.pdf');
    // The request keeps the file's key, not its bytes.
    expect(await stored(id)).toEqual({ attachment_key: blobKeyOf(pdf), attachment: null });
    expect(await t.deps.blobs.has(blobKeyOf(pdf))).toBe(true);

    brevo.received.length = 0;
    expect(await outbox.drain()).toBe(1);
    expect(brevo.received).toHaveLength(1);
    expect(brevo.received[0]?.body.attachment).toEqual([
      { name: 'inventario.pdf', content: pdf.toString('base64') },
    ]);
    // The admin downloads the same bytes from the store.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/custom-requests/${id}/attachment`,
      headers: bearer(await adminToken(t)),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('is never left out: a file missing from the store fails the attempt, which is retried', async () => {
    const pdf = uniquePdf('perdido');
    await sendRequest(pdf, 'perdido.pdf');
    await t.deps.blobs.remove(blobKeyOf(pdf));

    brevo.received.length = 0;
    expect(await outbox.drain()).toBe(1);
    expect(brevo.received).toEqual([]);
    const [row] = (
      (await t.deps.db.execute(
        sql`select status, attempts, last_error from mail_outbox where attachment_key = ${blobKeyOf(pdf)}`,
      )) as unknown as { rows: { status: string; attempts: number; last_error: string }[] }
    ).rows;
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.last_error).toContain('not in the blob store');

    // Back in the store: the next attempt sends it, with the file.
    await putBytes(t.deps.blobs, pdf);
    t.clock.advance(RETRY_BASE_MS);
    expect(await outbox.drain()).toBe(1);
    expect(brevo.received.map((mail) => mail.body.attachment)).toEqual([
      [{ name: 'perdido.pdf', content: pdf.toString('base64') }],
    ]);
  });
});
