import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';

/**
 * The app developer's reply to a comment: who may write, edit and remove it (only the app's
 * developer writes; they or an admin remove), one per comment, what the app's page shows, and
 * what a bad reply is told.
 */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let owner: Awaited<ReturnType<typeof fx.verifiedDeveloper>>;
let otherDeveloper: Awaited<ReturnType<typeof fx.verifiedDeveloper>>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, env: { RATE_LIMIT_COMMENT_MAX: '1000' } });
  fx = paymentFixtures(t, github);
  owner = await fx.verifiedDeveloper();
  otherDeveloper = await fx.verifiedDeveloper();
  admin = await fx.adminAuth();
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const call = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  language?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });

const replyUrl = (projectId: string, commentId: string) =>
  `/api/project/${projectId}/comments/${commentId}/reply`;

/** A published app of the owner's with one comment of a new user's on it. */
async function commentedApp(options: { price?: number } = {}) {
  const projectId = await fx.publishedProject(owner, { price: options.price ?? 0 });
  const commenter = await registerUser(t, { name: 'Rosa Díaz' });
  const answered = await call('POST', `/api/project/${projectId}/comment`, commenter.token, {
    comment: '¿Funciona sin conexión?',
  });
  expect(answered.statusCode).toBe(200);
  const commentId = answered.json().comments[0].id as string;
  return { projectId, commenter, commentId };
}

const commentsOf = async (projectId: string) =>
  (await call('GET', `/api/project/${projectId}`)).json().comments as {
    id: string;
    reply: { id: string; text: string; createdAt: string; editedAt: string | null } | null;
  }[];

const replyRows = async (commentId: string) =>
  (
    (await t.deps.db.execute(
      sql`select text, deleted_at, deleted_by from comment_replies where comment_id = ${commentId} order by created_at`,
    )) as unknown as { rows: { text: string; deleted_at: string | null; deleted_by: string | null }[] }
  ).rows;

describe('replying to a comment', () => {
  it('lets the app’s developer reply once: the first PUT creates it (201), the next edits it (200)', async () => {
    const { projectId, commentId } = await commentedApp();
    const created = await call('PUT', replyUrl(projectId, commentId), owner.token, {
      reply: '  Sí: guarda todo en tu navegador.  ',
    });
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toMatchObject({ text: 'Sí: guarda todo en tu navegador.', editedAt: null });
    expect((await commentsOf(projectId))[0]?.reply).toEqual(first);

    // The same text again (a retry) changes nothing: not even "edited".
    const again = await call('PUT', replyUrl(projectId, commentId), owner.token, {
      reply: 'Sí: guarda todo en tu navegador.',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);

    const edited = await call('PUT', replyUrl(projectId, commentId), owner.token, {
      reply: 'Sí, y desde la versión 2 también sincroniza.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: first.id,
      text: 'Sí, y desde la versión 2 también sincroniza.',
      createdAt: first.createdAt,
    });
    expect(edited.json().editedAt).not.toBeNull();
    expect((await commentsOf(projectId))[0]?.reply).toEqual(edited.json());
    // Still one reply: the second write edited the first.
    expect(await replyRows(commentId)).toHaveLength(1);
  });

  it('keeps one reply however many writes arrive at once', async () => {
    const { projectId, commentId } = await commentedApp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', replyUrl(projectId, commentId), owner.token, { reply: `Respuesta ${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await replyRows(commentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deleted_at).toBeNull();
  });

  it('refuses everyone but the app’s developer: another developer and an admin 403, a buyer 403, a visitor 401', async () => {
    const { projectId, commentId } = await commentedApp({ price: 7 });
    const buyer = await registerUser(t);
    await fx.buy(buyer.token, projectId);
    const body = { reply: 'Gracias por comentar.' };

    const other = await call('PUT', replyUrl(projectId, commentId), otherDeveloper.token, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Solo el desarrollador de la app puede responder a sus comentarios',
    });
    const asAdmin = await call('PUT', replyUrl(projectId, commentId), admin, body, 'en');
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe("Only the app's developer can reply to its comments");
    expect((await call('PUT', replyUrl(projectId, commentId), buyer.token, body)).statusCode).toBe(403);
    expect((await call('PUT', replyUrl(projectId, commentId), undefined, body)).statusCode).toBe(401);
    expect(await replyRows(commentId)).toEqual([]);
    expect((await commentsOf(projectId))[0]?.reply).toBeNull();
  });

  it('answers 404 for an unknown comment, a comment of another app, an unknown app, and an app the caller may not see', async () => {
    const { projectId, commentId } = await commentedApp();
    const elsewhere = await commentedApp();
    const body = { reply: 'Gracias.' };
    const unknown = await call('PUT', replyUrl(projectId, randomUUID()), owner.token, body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Comentario no encontrado');
    expect((await call('PUT', replyUrl(projectId, elsewhere.commentId), owner.token, body)).statusCode).toBe(
      404,
    );
    expect((await call('PUT', replyUrl('no-existe', commentId), owner.token, body)).statusCode).toBe(404);
    // Another developer's unpublished app does not exist for them.
    await call('PUT', `/api/project/${projectId}`, admin, { status: 'SUSPENDED', reason: 'En revisión.' });
    expect((await call('PUT', replyUrl(projectId, commentId), otherDeveloper.token, body)).statusCode).toBe(
      404,
    );
  });

  it('refuses to answer on an app that is no longer published', async () => {
    const { projectId, commentId } = await commentedApp();
    await call('PUT', `/api/project/${projectId}`, admin, { status: 'SUSPENDED', reason: 'En revisión.' });
    const refused = await call('PUT', replyUrl(projectId, commentId), owner.token, { reply: 'Hola' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Solo se puede responder a los comentarios de una app publicada');
    expect(await replyRows(commentId)).toEqual([]);
  });

  it('refuses a reply to a deleted comment', async () => {
    const { projectId, commentId } = await commentedApp();
    expect((await call('DELETE', `/api/project/${projectId}/comments/${commentId}`, admin)).statusCode).toBe(
      204,
    );
    const refused = await call('PUT', replyUrl(projectId, commentId), owner.token, { reply: 'Tarde.' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Comentario no encontrado');
    expect(await replyRows(commentId)).toEqual([]);
  });

  it.each([
    ['empty', { reply: '   ' }, 'Por favor escribe una respuesta'],
    ['missing', {}, 'Por favor escribe una respuesta'],
    ['not text', { reply: 42 }, 'Por favor escribe una respuesta'],
    ['too long', { reply: 'x'.repeat(1001) }, 'La respuesta no puede superar los 1000 caracteres'],
  ])('refuses a reply that is %s, with its message, and stores nothing', async (_case, body, message) => {
    const { projectId, commentId } = await commentedApp();
    const refused = await call('PUT', replyUrl(projectId, commentId), owner.token, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({ field: 'reply', message });
    expect(await replyRows(commentId)).toEqual([]);
  });

  it('takes 1000 characters, and keeps HTML as the text it is', async () => {
    const { projectId, commentId } = await commentedApp();
    expect(
      (await call('PUT', replyUrl(projectId, commentId), owner.token, { reply: 'y'.repeat(1000) }))
        .statusCode,
    ).toBe(201);
    const hostile = '<script>alert(1)</script> <b>gracias</b> & saludos';
    const saved = await call('PUT', replyUrl(projectId, commentId), owner.token, { reply: hostile });
    expect(saved.json().text).toBe(hostile);
    expect((await commentsOf(projectId))[0]?.reply?.text).toBe(hostile);
  });

  it('answers 400 for a comment id that is not a UUID', async () => {
    const { projectId } = await commentedApp();
    const refused = await call('PUT', replyUrl(projectId, 'no-es-un-id'), owner.token, { reply: 'Hola' });
    expect(refused.statusCode).toBe(400);
  });
});

describe('removing a reply', () => {
  async function repliedApp() {
    const app = await commentedApp();
    const created = await call('PUT', replyUrl(app.projectId, app.commentId), owner.token, {
      reply: 'Gracias por escribir.',
    });
    expect(created.statusCode).toBe(201);
    return { ...app, replyId: created.json().id as string };
  }

  const auditOf = async (replyId: string) =>
    (
      (await t.deps.db.execute(
        sql`select actor_id, action, entity_type, data from audit_log where entity_id = ${replyId}`,
      )) as unknown as {
        rows: { actor_id: string; action: string; entity_type: string; data: Record<string, unknown> }[];
      }
    ).rows;

  it('lets its developer withdraw it (kept for the record, audited) and reply again later', async () => {
    const { projectId, commentId, replyId, commenter } = await repliedApp();
    expect((await call('DELETE', replyUrl(projectId, commentId), commenter.token)).statusCode).toBe(403);
    expect((await call('DELETE', replyUrl(projectId, commentId), otherDeveloper.token)).statusCode).toBe(403);
    expect((await call('DELETE', replyUrl(projectId, commentId))).statusCode).toBe(401);
    expect((await commentsOf(projectId))[0]?.reply?.id).toBe(replyId);

    expect((await call('DELETE', replyUrl(projectId, commentId), owner.token)).statusCode).toBe(204);
    expect((await commentsOf(projectId))[0]?.reply).toBeNull();
    expect(await replyRows(commentId)).toMatchObject([{ deleted_by: owner.user.id }]);
    expect(await auditOf(replyId)).toEqual([
      {
        actor_id: owner.user.id,
        action: 'comment_reply.deleted',
        entity_type: 'comment_reply',
        data: { projectId, commentId },
      },
    ]);
    const gone = await call('DELETE', replyUrl(projectId, commentId), owner.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Este comentario no tiene respuesta');

    const anew = await call('PUT', replyUrl(projectId, commentId), owner.token, { reply: 'Mejor así.' });
    expect(anew.statusCode).toBe(201);
    expect((await commentsOf(projectId))[0]?.reply?.text).toBe('Mejor así.');
  });

  it('lets an admin take it down as moderation, audited as comment deletions are', async () => {
    const { projectId, commentId, replyId } = await repliedApp();
    const adminId = (await call('GET', '/api/auth/me', admin)).json().id as string;
    expect((await call('DELETE', replyUrl(projectId, commentId), admin)).statusCode).toBe(204);
    expect((await commentsOf(projectId))[0]?.reply).toBeNull();
    expect((await commentsOf(projectId))[0]?.id).toBe(commentId);
    expect(await replyRows(commentId)).toMatchObject([{ deleted_by: adminId }]);
    expect(await auditOf(replyId)).toMatchObject([{ actor_id: adminId, action: 'comment_reply.deleted' }]);
  });

  it('removes the reply with its comment', async () => {
    const { projectId, commentId, replyId } = await repliedApp();
    const adminId = (await call('GET', '/api/auth/me', admin)).json().id as string;
    expect((await call('DELETE', `/api/project/${projectId}/comments/${commentId}`, admin)).statusCode).toBe(
      204,
    );
    expect(await commentsOf(projectId)).toEqual([]);
    expect(await replyRows(commentId)).toMatchObject([{ deleted_by: adminId }]);
    const audit = (
      (await t.deps.db.execute(
        sql`select data from audit_log where action = 'comment.deleted' and entity_id = ${commentId}`,
      )) as unknown as { rows: { data: Record<string, unknown> }[] }
    ).rows;
    expect(audit).toEqual([{ data: { projectId, replyId } }]);
    expect((await call('DELETE', replyUrl(projectId, commentId), owner.token)).statusCode).toBe(404);
  });

  it('lets the developer withdraw a reply on an app no longer published', async () => {
    const { projectId, commentId } = await repliedApp();
    await call('PUT', `/api/project/${projectId}`, admin, { status: 'SUSPENDED', reason: 'En revisión.' });
    expect((await call('DELETE', replyUrl(projectId, commentId), owner.token)).statusCode).toBe(204);
  });
});
