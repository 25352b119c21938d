import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { mailOf, outboxWatch, recipientsOf, signInSpeaking } from '../../../test/outbox-watch';
import { paymentFixtures } from '../../../test/payment-fixtures';

/** What the commenter hears when the app's developer replies: who, in which language, nobody else. */
let t: TTestApp;
let github: TFakeGithub;
let fx: ReturnType<typeof paymentFixtures>;
let outbox: ReturnType<typeof outboxWatch>;
let developer: Awaited<ReturnType<typeof fx.verifiedDeveloper>>;

beforeAll(async () => {
  github = await startFakeGithub();
  // Its own database: every mail queued during an action is that action's.
  t = await createTestApp({
    githubUrl: github.url,
    ownDatabase: true,
    env: { PUBLIC_URL: 'https://vitrina.example', RATE_LIMIT_COMMENT_MAX: '1000' },
  });
  fx = paymentFixtures(t, github);
  outbox = outboxWatch(t);
  developer = await fx.verifiedDeveloper();
  await t.deps.db.execute(sql`update users set name = 'Carla Estudio' where id = ${developer.user.id}`);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A published app of the developer's, named `name`, with its slug. */
async function app(name: string) {
  const id = await fx.publishedProject(developer, { price: 0, fields: { name } });
  const [row] = (
    (await t.deps.db.execute(sql`select slug from projects where id = ${id}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows;
  return { id, slug: row?.slug ?? '' };
}

async function comment(projectId: string, token: string, text: string) {
  const answered = await call('POST', `/api/project/${projectId}/comment`, token, { comment: text });
  expect(answered.statusCode).toBe(200);
  const comments = answered.json().comments as { id: string; text: string }[];
  return comments.findLast((c) => c.text === text)?.id ?? '';
}

const reply = (projectId: string, commentId: string, text: string, token = developer.token) =>
  call('PUT', `/api/project/${projectId}/comments/${commentId}/reply`, token, { reply: text });

describe('commentReplied', () => {
  it('mails the commenter, in their language, who replied on which app with the first lines and a link', async () => {
    const { id, slug } = await app('Agenda Viva');
    const reader = await registerUser(t, { name: 'Ada Byron' });
    const token = await signInSpeaking(t, reader, 'user', 'en');
    const commentId = await comment(id, token, 'Does it work offline?');
    const longReply = [
      'Yes: everything stays in your browser.',
      'Version 2 adds sync.',
      'Export is in the menu.',
      'Thanks for asking!',
      'This fifth line is left for the page.',
    ].join('\n');

    const { mails, result } = await outbox.queuedBy(() => reply(id, commentId, longReply));
    expect(result.statusCode).toBe(201);
    expect(recipientsOf(mails)).toEqual([['comment_replied', reader.email]]);
    const mail = mailOf(mails, 'comment_replied', reader.email);
    expect(mail.to_name).toBe('Ada Byron');
    expect(mail.subject).toBe('Vitrina: Carla Estudio replied to your comment on “Agenda Viva”');
    expect(mail.text).toContain('Hello Ada Byron,');
    expect(mail.text).toContain('Carla Estudio, the developer of “Agenda Viva”, replied to your comment');
    expect(mail.text).toContain('Your comment:\nDoes it work offline?');
    expect(mail.text).toContain(
      'Developer’s reply:\nYes: everything stays in your browser.\nVersion 2 adds sync.\nExport is in the menu.\nThanks for asking!…',
    );
    expect(mail.text).not.toContain('fifth line');
    expect(mail.text).toContain(`https://vitrina.example/app/${slug}#comment-${commentId}`);
    // A mail the reader may turn off: one-click unsubscribe (RFC 8058).
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('writes to a Spanish reader in Spanish, and escapes what people wrote', async () => {
    const { id } = await app('Caja <Fuerte>');
    const reader = await registerUser(t, { name: 'Lucía & Co' });
    const token = await signInSpeaking(t, reader, 'user', 'es');
    const commentId = await comment(id, token, '¿Se puede <b>exportar</b>?');
    const { mails } = await outbox.queuedBy(() => reply(id, commentId, 'Sí: <script>alert(1)</script>'));
    const mail = mailOf(mails, 'comment_replied', reader.email);
    expect(mail.subject).toBe('Vitrina: Carla Estudio respondió a tu comentario sobre «Caja <Fuerte>»');
    expect(mail.text).toContain('Hola, Lucía & Co:');
    expect(mail.text).toContain('Respuesta del desarrollador:\nSí: <script>alert(1)</script>');
    expect(mail.html).toContain('Sí: &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Caja &lt;Fuerte&gt;');
    expect(mail.html).not.toMatch(/<(script|b)>/);
  });

  it('tells nobody of an edit, nor of a reply written again after it was withdrawn', async () => {
    const { id } = await app('Notas Rápidas');
    const reader = await registerUser(t);
    const commentId = await comment(id, reader.token, 'Muy buena.');
    const first = await outbox.queuedBy(() => reply(id, commentId, 'Gracias.'));
    expect(recipientsOf(first.mails)).toEqual([['comment_replied', reader.email]]);

    const edited = await outbox.queuedBy(() => reply(id, commentId, 'Gracias, de verdad.'));
    expect(edited.result.statusCode).toBe(200);
    expect(edited.mails).toEqual([]);

    const url = `/api/project/${id}/comments/${commentId}/reply`;
    expect((await call('DELETE', url, developer.token)).statusCode).toBe(204);
    const again = await outbox.queuedBy(() => reply(id, commentId, 'Gracias otra vez.'));
    expect(again.result.statusCode).toBe(201);
    expect(again.mails).toEqual([]);
  });

  it('leaves the commenter a notice quoting the reply and linking to the comment; with replies turned off, no mail', async () => {
    const { id, slug } = await app('Diario Breve');
    const reader = await registerUser(t);
    const first = await comment(id, reader.token, '¿Tiene modo oscuro?');
    await reply(id, first, 'Sí, en Ajustes.');
    const notices = await t.app.inject({ method: 'GET', url: '/api/notices', headers: bearer(reader.token) });
    expect(notices.json().notices[0]).toMatchObject({
      code: 'commenter.reply',
      title: 'Carla Estudio respondió a tu comentario',
      body: 'El desarrollador de «Diario Breve» respondió a tu comentario.',
      quote: 'Sí, en Ajustes.',
      link: `/app/${slug}#comment-${first}`,
      read: false,
    });

    const off = await call('PUT', '/api/user/email-settings', reader.token, {
      kind: 'replies',
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    // Later than the first (notices list newest first).
    t.clock.advance(60_000);
    const second = await comment(id, reader.token, '¿Y exportar a PDF?');
    const { mails, result } = await outbox.queuedBy(() => reply(id, second, 'Llega en la próxima versión.'));
    expect(result.statusCode).toBe(201);
    expect(mails).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/notices', headers: bearer(reader.token) });
    expect(after.json().notices[0]).toMatchObject({
      code: 'commenter.reply',
      quote: 'Llega en la próxima versión.',
    });
  });

  it('tells nobody when the developer answers their own comment', async () => {
    const { id } = await app('Mi Propia App');
    const commentId = await comment(id, developer.token, 'Novedad: ya hay modo oscuro.');
    const { mails, result } = await outbox.queuedBy(() => reply(id, commentId, 'Y pronto, más temas.'));
    expect(result.statusCode).toBe(201);
    expect(mails).toEqual([]);
  });

  it('tells nobody when the reply is refused', async () => {
    const { id } = await app('Lista Segura');
    const reader = await registerUser(t);
    const commentId = await comment(id, reader.token, 'Hola.');
    const other = await fx.verifiedDeveloper();
    const { mails, result } = await outbox.queuedBy(() => reply(id, commentId, 'No soy yo.', other.token));
    expect(result.statusCode).toBe(403);
    expect(mails).toEqual([]);
  });
});
