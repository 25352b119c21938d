import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginAdminThroughUi, loginThroughUi, registerUserThroughUi } from '../support/flows';
import { mailsTo, waitForMail } from '../support/mailbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** An app of the demo developer Carlos Mendoza's, published. */
const SLUG = 'markdown-a-html';
const APP_NAME = 'Markdown a HTML';

describe('a developer replies to a comment on their app', () => {
  it('the developer replies; the commenter is told by mail and sees the reply under their comment, even without script', async () => {
    // The commenter: a new account, so the mailbox holds only this journey's mails to them.
    const email = uniqueEmail('comenta');
    const fan = await newPage(browser);
    await registerUserThroughUi(fan.page, { name: 'Rosa Quintana', email, password: 'clave-segura-1' });
    await fan.page.goto(`/app/${SLUG}`);
    await fan.page.getByRole('heading', { name: APP_NAME, level: 1 }).waitFor();
    const question = `¿Se puede exportar a PDF? ${Date.now()}`;
    await fan.page.getByLabel('Escribe un comentario').fill(question);
    await fan.page.getByRole('button', { name: 'Publicar comentario' }).click();
    await fan.page.getByText(question, { exact: true }).waitFor();

    // The developer, at a phone's width, answers it from the app's page.
    const dev = await newPage(browser, { width: 390 });
    await loginThroughUi(dev.page, {
      email: 'carlos.mendoza@vitrina.app',
      password: 'Demo1234!',
      type: 'developer',
    });
    await dev.page.goto(`/app/${SLUG}`);
    const comment = dev.page.getByRole('listitem').filter({ hasText: question });
    await comment.getByRole('button', { name: 'Responder al comentario de Rosa Quintana' }).click();
    const field = comment.getByRole('textbox', { name: 'Tu respuesta a Rosa Quintana' });
    // An empty reply is refused in the form, before anything is sent.
    await comment.getByRole('button', { name: 'Publicar respuesta' }).click();
    await comment.getByText('Por favor escribe una respuesta').waitFor();
    const answer = 'Sí: desde el menú Archivo, <b>Exportar</b> y luego PDF.\nGracias por preguntar.';
    await field.fill(answer);
    await comment.getByRole('button', { name: 'Publicar respuesta' }).click();
    await dev.page.getByText('Respuesta publicada').waitFor();
    await comment.getByText('Respuesta del desarrollador').waitFor();
    await comment
      .getByText('Sí: desde el menú Archivo, <b>Exportar</b> y luego PDF.', { exact: false })
      .waitFor();
    expect(await comment.locator('b', { hasText: 'Exportar' }).count()).toBe(0); // plain text
    expect(await field.count()).toBe(0);
    await expectAccessible(dev.page, `/app/${SLUG} (its developer)`);

    // The commenter's mail, in their language: who replied on which app, the reply, a link to the comment.
    const mail = await waitForMail(email, (m) => m.subject.includes('respondió a tu comentario'));
    expect(mail.subject).toBe(`Vitrina: Carlos Mendoza respondió a tu comentario sobre «${APP_NAME}»`);
    expect(mail.textContent).toContain('Respuesta del desarrollador:\nSí: desde el menú Archivo');
    const link = /https?:\/\/\S+\/app\/markdown-a-html#comment-[0-9a-f-]+/.exec(mail.textContent)?.[0];
    expect(link).toBeDefined();
    expect(mail.htmlContent).toContain('&lt;b&gt;Exportar&lt;/b&gt;');

    // The commenter's notice in the product: the bell counts it, the page quotes the reply.
    const inbox = await fan.context.newPage();
    await inbox.goto('/notices');
    const notice = inbox
      .getByRole('listitem')
      .filter({ hasText: 'Carlos Mendoza respondió a tu comentario' });
    await notice.getByText(`El desarrollador de «${APP_NAME}» respondió a tu comentario.`).waitFor();
    await notice.getByText('Sí: desde el menú Archivo', { exact: false }).waitFor();
    await notice.getByText('Sin leer').waitFor();
    await inbox.close();

    // The link opens the app's page at the comment (in a new tab, as from a mail), the reply under it.
    const target = new URL(link ?? '');
    const fromMail = await fan.context.newPage();
    await fromMail.goto(`${target.pathname}${target.hash}`);
    const own = fromMail.locator(target.hash);
    await own.getByText('Respuesta del desarrollador').waitFor();
    await own.getByText('Gracias por preguntar.', { exact: false }).waitFor();
    expect(await own.getByText(question).count()).toBe(1);
    await fromMail.locator('html[data-ready]').waitFor({ state: 'attached' });
    // The browser brought the comment into view.
    const top = await own.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900);
    // The commenter may not answer it, edit it or delete it.
    expect(await own.getByRole('button').count()).toBe(0);
    await fromMail.close();

    // A visitor without script reads the reply in the page the server sent.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl(), locale: 'es-ES' });
    const visitor = await plain.newPage();
    await visitor.goto(`/app/${SLUG}`);
    const served = visitor.getByRole('listitem').filter({ hasText: question });
    await served.getByText('Respuesta del desarrollador').waitFor();
    await served.getByText('Gracias por preguntar.', { exact: false }).waitFor();
    await plain.close();

    // The developer edits it (marked "editada"), and nobody is mailed again.
    await comment.getByRole('button', { name: 'Editar tu respuesta a Rosa Quintana' }).click();
    await field.fill('Sí: Archivo → Exportar → PDF.');
    await comment.getByRole('button', { name: 'Guardar cambios' }).click();
    await dev.page.getByText('Respuesta actualizada').waitFor();
    await comment.getByText('Sí: Archivo → Exportar → PDF.').waitFor();
    await comment.getByText('editada', { exact: true }).waitFor();

    // Then deletes it, after confirming.
    await comment
      .getByRole('button', { name: 'Eliminar la respuesta al comentario de Rosa Quintana' })
      .click();
    const dialog = dev.page.getByRole('dialog', { name: 'Eliminar respuesta' });
    await dialog.getByText('El comentario de Rosa Quintana seguirá publicado.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await dev.page.getByText('Respuesta eliminada').waitFor();
    await comment.getByText('Respuesta del desarrollador').waitFor({ state: 'detached' });
    await comment.getByRole('button', { name: 'Responder al comentario de Rosa Quintana' }).waitFor();

    await fan.page.reload();
    await fan.page.getByText(question).waitFor();
    expect(await fan.page.getByText('Sí: Archivo → Exportar → PDF.').count()).toBe(0);
    expect((await mailsTo(email)).filter((m) => m.subject.includes('respondió'))).toHaveLength(1);
    expect(fan.errors).toEqual([]);
    expect(dev.errors).toEqual([]);
    await fan.context.close();
    await dev.context.close();
  });

  it('an admin takes a developer’s reply down from the app’s page, and the comment stays', async () => {
    const api = async (path: string, init: { method: string; token?: string; body?: object }) => {
      const response = await fetch(`${baseUrl()}/api${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      expect(response.status, `${init.method} ${path}`).toBeLessThan(300);
      return response.json();
    };
    const signIn = async (email: string, password: string, type: string) =>
      (await api('/auth/login', { method: 'POST', body: { email, password, type } })).token as string;
    const fan = await api('/auth/register', {
      method: 'POST',
      body: { email: uniqueEmail('opina'), password: 'clave-segura-1', name: 'Íñigo Sanz', type: 'user' },
    });
    const text = `Le falta un modo oscuro ${Date.now()}`;
    const project = await api(`/project/${SLUG}/comment`, {
      method: 'POST',
      token: fan.token,
      body: { comment: text },
    });
    const commentId = (project.comments as { id: string; text: string }[]).find((c) => c.text === text)?.id;
    const carlos = await signIn('carlos.mendoza@vitrina.app', 'Demo1234!', 'developer');
    await api(`/project/${SLUG}/comments/${commentId}/reply`, {
      method: 'PUT',
      token: carlos,
      body: { reply: 'Respuesta fuera de tono que el administrador retira.' },
    });

    const { page, context, errors } = await newPage(browser, { lang: 'en' });
    await loginAdminThroughUi(page, 'en');
    await page.goto(`/app/${SLUG}`);
    const comment = page.getByRole('listitem').filter({ hasText: text });
    await comment.getByText("Developer's reply").waitFor();
    // An admin deletes it, but does not write or edit it.
    expect(await comment.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    await comment.getByRole('button', { name: 'Delete the reply to the comment by Íñigo Sanz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete reply' });
    await dialog
      .getByText("Are you sure you want to delete the developer's reply", { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Reply deleted').waitFor();
    await comment.getByText("Developer's reply").waitFor({ state: 'detached' });
    await comment.getByText(text).waitFor();

    const shown = await api(`/project/${SLUG}`, { method: 'GET' });
    const after = (shown.comments as { id: string; reply: unknown }[]).find((c) => c.id === commentId);
    expect(after).toMatchObject({ id: commentId, reply: null });
    expect(errors).toEqual([]);
    await context.close();
  });
});
