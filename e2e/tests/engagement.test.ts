import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, uniqueEmail } from '../support/browser';
import { loginAdminThroughUi, registerUserThroughUi } from '../support/flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A fresh account per journey, so favourites and ratings start empty. */
async function signedInPage(name: string) {
  const session = await newPage(browser);
  await registerUserThroughUi(session.page, { name, email: uniqueEmail('fan'), password: 'clave-segura-1' });
  return session;
}

describe('engagement', () => {
  it('a user rates, comments and favourites an app and finds it in the dashboard', async () => {
    const { page, context, errors } = await signedInPage('Inés Vargas');
    await page.goto('/app/tablero-kanban');
    await page.getByRole('heading', { name: 'Tablero Kanban', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Añadir a favoritos' }).click();
    await page.getByRole('button', { name: 'Quitar de favoritos' }).waitFor();

    await page
      .getByRole('radiogroup', { name: 'Tu calificación de esta app' })
      .getByRole('radio', { name: '4 estrellas' })
      .click();
    await page.getByText('Calificaste esta app con 4 estrellas.').waitFor();

    const text = `Me organizo mucho mejor <b>con esto</b> ${Date.now()}`;
    await page.getByLabel('Escribe un comentario').fill(text);
    await page.getByRole('button', { name: 'Publicar comentario' }).click();
    await page.getByText(text, { exact: true }).waitFor(); // shown as plain text, tags and all
    expect(await page.locator('main b', { hasText: 'con esto' }).count()).toBe(0);

    await page.goto('/user-dashboard?tab=favorites');
    await page.getByRole('tab', { name: 'Favoritos', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText('Tablero Kanban').waitFor();
    await page.getByRole('tab', { name: 'Apps compradas' }).click();
    await page.getByText('Todavía no has comprado apps').waitFor();
    await expectAccessible(page, '/user-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor sees the login prompts instead of the controls', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/app/sudoku-zen');
    await page.getByRole('heading', { name: 'Sudoku Zen', level: 1 }).waitFor();
    await page.getByText('Para calificar necesitas estar logueado.').waitFor();
    await page.getByText('Para agregar favoritos necesitas estar logueado.').waitFor();
    await page.getByText('Debes estar logueado para comentar').waitFor();
    expect(await page.getByRole('button', { name: 'Añadir a favoritos' }).count()).toBe(0);
    expect(await page.getByLabel('Escribe un comentario').count()).toBe(0);
    await context.close();
  });

  it('keeps a refused comment locally, shows it, and sends it on the next try', async () => {
    const { page, context } = await signedInPage('Tomás Rey');
    await page.route('**/api/project/*/comment', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"INTERNAL_ERROR","message":"x"}',
      }),
    );
    await page.goto('/app/cronometro-pomodoro');
    const text = `Guardado aunque falle ${Date.now()}`;
    await page.getByLabel('Escribe un comentario').fill(text);
    await page.getByRole('button', { name: 'Publicar comentario' }).click();
    await page.getByText('Error al enviar el comentario. Se guardó temporalmente.').first().waitFor();
    await page.getByText(text).waitFor();
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('vitrina_pending_comment:')),
    );
    expect(stored.length).toBe(1);

    // The server works again: opening the page sends the kept comment.
    await page.unroute('**/api/project/*/comment');
    await page.reload();
    await page.waitForFunction(
      () =>
        !Object.keys(localStorage).some(
          (key) => key.startsWith('vitrina_pending_comment:') && localStorage.getItem(key) !== '[]',
        ),
    );
    const project = await (await page.request.get('/api/project/cronometro-pomodoro')).json();
    expect(project.comments.map((c: { text: string }) => c.text)).toContain(text);
    await context.close();
  });

  it('offers no comment form on an app that is not published, even to an admin', async () => {
    const { page, context, errors } = await newPage(browser);
    await loginAdminThroughUi(page);
    await page.goto('/app/planificador-de-viajes');
    await page.getByRole('heading', { name: 'Planificador de Viajes', level: 1 }).waitFor();
    await page.getByText('Los comentarios se abren cuando la app está publicada en la tienda.').waitFor();
    expect(await page.getByLabel('Escribe un comentario').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Publicar comentario' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a refused comment with its reason, keeps no copy and offers no retry', async () => {
    const { page, context } = await signedInPage('Rosa Leal');
    // The app stops being published between opening the page and sending the comment.
    await page.route('**/api/project/*/comment', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'FORBIDDEN',
          message: 'Solo se pueden calificar y comentar apps publicadas',
        }),
      }),
    );
    await page.goto('/app/cronometro-pomodoro');
    const text = `Rechazado por el servidor ${Date.now()}`;
    await page.getByLabel('Escribe un comentario').fill(text);
    await page.getByRole('button', { name: 'Publicar comentario' }).click();
    await page.getByText('El comentario no se publicó y no se volverá a enviar.').waitFor();
    await page.getByText('Solo se pueden calificar y comentar apps publicadas').first().waitFor();
    await page.getByText(text).waitFor();
    expect(await page.getByText('Se guardó temporalmente', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => key.startsWith('vitrina_pending_comment:') && localStorage.getItem(key) !== '[]',
      ),
    );
    expect(stored).toEqual([]);
    await page
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Cerrar' })
      .click();
    await page.getByText(text).waitFor({ state: 'detached' });
    await context.close();
  });

  it('reverts the favourite toggle when the server fails', async () => {
    const { page, context } = await signedInPage('Olga Paz');
    await page.goto('/app/radio-retro');
    await page.getByRole('button', { name: 'Añadir a favoritos' }).waitFor();
    await page.route('**/api/user/favorites', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"code":"INTERNAL_ERROR","message":"x"}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Añadir a favoritos' }).click();
    await page.getByText('No se pudo actualizar favoritos').first().waitFor();
    await page.getByRole('button', { name: 'Añadir a favoritos' }).waitFor();
    const { id } = await (await page.request.get('/api/project/radio-retro')).json();
    const list = await page.evaluate(() => localStorage.getItem('favoriteProjects'));
    expect(list ?? '[]').not.toContain(id);
    const token = await page.evaluate(() => localStorage.getItem('vitrina_auth_token'));
    const check = await page.request.get(`/api/user/favorites/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await check.json()).isFavorite).toBe(false);
    await context.close();
  });
});
