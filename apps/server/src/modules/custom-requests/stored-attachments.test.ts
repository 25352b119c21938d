import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { adminToken, bearer } from '../../../test/factories';
import { startFakeBrevo, type TFakeBrevo } from '../../../test/fake-brevo';
import type { TDatabase } from '../../db/client';
import { createCustomRequestRepository } from '../../db/repositories/custom-request.repository';
import { createMailOutboxRepository } from '../../db/repositories/mail-outbox.repository';
import * as schema from '../../db/schema';
import { blobKeyOf, readBytes } from '../../integrations/blob-store/blob-bytes';
import { createFsBlobStore } from '../../integrations/blob-store/fs-blob-store';
import { serverPackageRoot } from '../../lib/package-root';
import { createMailOutbox } from '../mail';
import { moveStoredAttachments } from './stored-attachments';

/**
 * Requests made before files were kept in the blob store: their file is in the bytea column. The
 * migration gives them (and their mails) the file's key; the start-up step moves the bytes into
 * the store. Nothing is lost: the mail still carries the file and the admin still downloads it.
 */
let t: TTestApp;
let brevo: TFakeBrevo;

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
    },
  });
});
afterAll(async () => {
  await t.close();
  await brevo.close();
});

const DOCX = Buffer.concat([
  Buffer.from('PK\u0003\u0004'),
  Buffer.from('word/document.xml'),
  Buffer.alloc(3000, 7),
]);

describe('the start-up step', () => {
  it('moves a file still in the bytea column into the store; it is then sent and downloaded byte for byte', async () => {
    const key = blobKeyOf(DOCX);
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    // A request as the migration leaves one made before: its bytes in the column, its key beside them.
    const request = await createCustomRequestRepository(t.deps.db).insert({
      name: 'Julia Serrano',
      email: 'julia.serrano@correo-prueba.net',
      description: 'Una app para las reservas de mi peluquería, con recordatorios.',
      attachmentName: 'reservas.docx',
      attachmentType: type,
      attachmentSize: DOCX.length,
      attachment: DOCX,
      attachmentKey: key,
    });
    await createMailOutboxRepository(t.deps.db).insert(
      {
        kind: 'custom_request',
        to: { email: 'duenia@vitrina.app' },
        replyTo: 'julia.serrano@correo-prueba.net',
        subject: 'Vitrina: solicitud de app de Julia Serrano',
        html: '<p>Una app para las reservas de mi peluquería.</p>',
        text: 'Una app para las reservas de mi peluquería.',
        customRequestId: request.id,
        attachment: { key, name: 'reservas.docx', type },
      },
      t.clock.now(),
    );
    expect(await t.deps.blobs.has(key)).toBe(false);

    expect(await moveStoredAttachments(t.deps)).toBe(1);
    expect((await readBytes(t.deps.blobs, key))?.equals(DOCX)).toBe(true);
    const [row] = (
      (await t.deps.db.execute(
        sql`select attachment_key, attachment from custom_requests where id = ${request.id}`,
      )) as unknown as { rows: { attachment_key: string; attachment: unknown }[] }
    ).rows;
    expect(row).toEqual({ attachment_key: key, attachment: null });
    // Run again (another start, another process): nothing left to move.
    expect(await moveStoredAttachments(t.deps)).toBe(0);

    const outbox = createMailOutbox(t.deps, {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    });
    brevo.received.length = 0;
    expect(await outbox.drain()).toBe(1);
    expect(brevo.received[0]?.body.attachment).toEqual([
      { name: 'reservas.docx', content: DOCX.toString('base64') },
    ]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/custom-requests/${request.id}/attachment`,
      headers: bearer(await adminToken(t)),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''reservas.docx");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(DOCX)).toBe(true);
  });
});

describe('the migration that keeps files in the blob store', () => {
  const TAG = '0019_custom_request_files_in_blob_store';
  let folder: string;
  let client: PGlite;
  let db: TDatabase;

  beforeAll(async () => {
    // The migrations before this one, applied to a fresh database. Later ones are left out too: the
    // migrator skips a migration older than the last one applied, so this one would never run.
    const migrations = join(serverPackageRoot(), 'migrations');
    folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
    cpSync(migrations, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((entry) => entry.tag === TAG);
    expect(at).toBeGreaterThanOrEqual(0);
    for (const entry of journal.entries.slice(at)) rmSync(join(folder, `${entry.tag}.sql`));
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalPath, JSON.stringify(journal));
    client = await PGlite.create();
    db = drizzle(client, { schema }) as unknown as TDatabase;
    await migrate(drizzle(client), { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives old requests and their mails the file’s key, and the start-up step moves the bytes', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 65)]);
    const before = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [withFile] = await before(sql`
      insert into custom_requests (name, email, description, attachment_name, attachment_type, attachment_size, attachment)
      values ('Ana', 'ana@correo-prueba.net', 'Una app de turnos para mi consultorio.', 'turnos.pdf', 'application/pdf',
              ${pdf.length}, ${pdf})
      returning id`);
    const [withoutFile] = await before(sql`
      insert into custom_requests (name, email, description, shared_url)
      values ('Luis', 'luis@correo-prueba.net', 'Una app de inventario.', 'https://drive.example/x')
      returning id`);
    for (const request of [withFile, withoutFile])
      await before(sql`
        insert into mail_outbox (kind, to_email, subject, html, text, custom_request_id)
        values ('custom_request', 'duenia@vitrina.app', 'Solicitud', '<p>x</p>', 'x', ${request?.id})`);

    await migrate(drizzle(client), { migrationsFolder: join(serverPackageRoot(), 'migrations') });

    const key = blobKeyOf(pdf);
    const requests = await before(
      sql`select id, attachment_key, attachment is not null as has_bytes from custom_requests order by name`,
    );
    expect(requests).toEqual([
      { id: withFile?.id, attachment_key: key, has_bytes: true },
      { id: withoutFile?.id, attachment_key: null, has_bytes: false },
    ]);
    const mails = await before(sql`
      select custom_request_id, attachment_key, attachment_name, attachment_type from mail_outbox
      order by attachment_key nulls last`);
    expect(mails).toEqual([
      {
        custom_request_id: withFile?.id,
        attachment_key: key,
        attachment_name: 'turnos.pdf',
        attachment_type: 'application/pdf',
      },
      {
        custom_request_id: withoutFile?.id,
        attachment_key: null,
        attachment_name: null,
        attachment_type: null,
      },
    ]);

    const blobsDir = mkdtempSync(join(tmpdir(), 'moved-blobs-'));
    try {
      const blobs = createFsBlobStore(blobsDir);
      expect(await moveStoredAttachments({ db, blobs })).toBe(1);
      expect((await readBytes(blobs, key))?.equals(pdf)).toBe(true);
      expect(
        await before(sql`select count(*)::int as n from custom_requests where attachment is not null`),
      ).toEqual([{ n: 0 }]);
    } finally {
      rmSync(blobsDir, { recursive: true, force: true });
    }
  });
});
