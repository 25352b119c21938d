import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import {
  adminToken,
  bearer,
  ensureHostedBuild,
  projectPayload,
  registerDeveloper,
  registerUser,
} from '../../../test/factories';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';

let t: TTestApp;
let github: TFakeGithub;
let dev: Awaited<ReturnType<typeof registerDeveloper>>;
let admin: string;

beforeAll(async () => {
  github = await startFakeGithub();
  t = await createTestApp({ githubUrl: github.url, env: { RATE_LIMIT_COMMENT_MAX: '1000' } });
  dev = await registerDeveloper(t, github);
  admin = await adminToken(t);
});
afterAll(async () => {
  await t.close();
  await github.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function publishedProject(price = 0) {
  const repo = `${dev.login}/r-${Math.random().toString(36).slice(2, 9)}`;
  github.addRepo(repo);
  const created = (
    await call('POST', '/api/project/create', dev.token, projectPayload(repo, { price }))
  ).json();
  await ensureHostedBuild(t, created.id);
  await call('PUT', `/api/project/${created.id}`, admin, { status: 'PUBLISHED' });
  return created.id as string;
}

describe('ratings', () => {
  it('rates 1 to 5, replaces on re-rating, and keeps average, count and breakdown exact', async () => {
    const id = await publishedProject();
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await call('POST', `/api/project/${id}/rating`, undefined, { rating: 5 })).statusCode).toBe(401);
    const first = await call('POST', `/api/project/${id}/rating`, a.token, { rating: 5 });
    expect(first.json()).toMatchObject({
      success: true,
      message: '¡Gracias por tu calificación!',
      myRating: 5,
      totalRatings: 1,
      averageRating: 5,
    });
    await call('POST', `/api/project/${id}/rating`, b.token, { rating: 2 });
    const again = (await call('POST', `/api/project/${id}/rating`, a.token, { rating: 4 })).json();
    expect(again).toMatchObject({
      totalRatings: 2,
      averageRating: 3,
      ratingsBreakdown: { rating1: 0, rating2: 1, rating3: 0, rating4: 1, rating5: 0 },
    });
    expect((await call('GET', `/api/project/${id}/rating/me`, a.token)).json()).toEqual({
      rating: 4,
      canRate: true,
      reason: null,
    });
    const detail = (await call('GET', `/api/project/${id}`)).json();
    expect(detail).toMatchObject({
      averageRating: 3,
      totalReviews: 2,
      totalRatings: 2,
      ratingsBreakdown: { rating4: 1, rating2: 1 },
    });
  });

  it.each([0, 6, 3.5, '4'])('refuses the rating %s', async (rating) => {
    const id = await publishedProject();
    const user = await registerUser(t);
    const response = await call('POST', `/api/project/${id}/rating`, user.token, { rating });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'rating',
      message: 'La calificación debe ser un número entero del 1 al 5',
    });
  });

  it('lets only buyers rate a paid app, and never the developer their own', async () => {
    const id = await publishedProject(12);
    const buyer = await registerUser(t);
    const stranger = await registerUser(t);
    const own = await call('POST', `/api/project/${id}/rating`, dev.token, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'CANNOT_RATE', message: 'No puedes calificar tu propia app' });
    const refused = await call('POST', `/api/project/${id}/rating`, stranger.token, { rating: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Solo quienes compraron esta app pueden calificarla');
    expect((await call('GET', `/api/project/${id}/rating/me`, stranger.token)).json()).toEqual({
      rating: null,
      canRate: false,
      reason: 'engagement.buyersOnly',
    });
    await t.deps.db.execute(
      sql`insert into purchases (user_id, project_id) values (${buyer.user.id}, ${id})`,
    );
    expect((await call('POST', `/api/project/${id}/rating`, buyer.token, { rating: 4 })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/project/${id}`, buyer.token)).json()).toMatchObject({
      hasAccess: true,
      demoUrl: 'https://fotoapp.io/app',
    });
  });

  it('50 people rating one project at the same time leave exactly the right figures', async () => {
    const id = await publishedProject();
    const people = await Promise.all(Array.from({ length: 50 }, () => registerUser(t)));
    const chosen = people.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      people.map((person, i) =>
        call('POST', `/api/project/${id}/rating`, person.token, { rating: chosen[i] }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    // Half of them change their mind, again all at once.
    const changed = await Promise.all(
      people
        .slice(0, 25)
        .map((person) => call('POST', `/api/project/${id}/rating`, person.token, { rating: 5 })),
    );
    expect(changed.every((r) => r.statusCode === 200)).toBe(true);
    const finalRatings = chosen.map((rating, i) => (i < 25 ? 5 : rating));
    const breakdown = [1, 2, 3, 4, 5].map((n) => finalRatings.filter((r) => r === n).length);
    const sum = finalRatings.reduce((a, b) => a + b, 0);
    const detail = (await call('GET', `/api/project/${id}`)).json();
    expect(detail.totalRatings).toBe(50);
    expect(detail.averageRating).toBe(Math.round((sum / 50) * 10) / 10);
    expect(detail.ratingsBreakdown).toEqual({
      rating1: breakdown[0],
      rating2: breakdown[1],
      rating3: breakdown[2],
      rating4: breakdown[3],
      rating5: breakdown[4],
    });
    const result = await t.deps.db.execute(
      sql`select count(*)::int as n, sum(rating)::int as s from ratings where project_id = ${id}`,
    );
    const [row] = (result as unknown as { rows: { n: number; s: number }[] }).rows;
    expect(row).toEqual({ n: 50, s: sum });
  });
});

describe('comments', () => {
  it('answers the updated project with userobservations (name -> text), newest last, stored as plain text', async () => {
    const id = await publishedProject();
    const user = await registerUser(t, { name: 'Rosa Díaz' });
    await call('POST', `/api/project/${id}/comment`, user.token, { comment: 'Muy útil' });
    const response = await call('POST', `/api/project/${id}/comment`, user.token, {
      comment: '  <script>alert(1)</script>  ',
    });
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project.id).toBe(id);
    expect(project.userobservations).toEqual([
      { 'Rosa Díaz': 'Muy útil' },
      { 'Rosa Díaz': '<script>alert(1)</script>' },
    ]);
    expect(project.comments[1]).toMatchObject({
      authorName: 'Rosa Díaz',
      text: '<script>alert(1)</script>',
      authorId: user.user.id,
    });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('refuses empty, too long and anonymous comments with their messages', async () => {
    const id = await publishedProject();
    const user = await registerUser(t);
    const empty = await call('POST', `/api/project/${id}/comment`, user.token, { comment: '   ' });
    expect(empty.json().details).toContainEqual({
      field: 'comment',
      message: 'Por favor escribe un comentario',
    });
    const long = await call('POST', `/api/project/${id}/comment`, user.token, { comment: 'x'.repeat(1001) });
    expect(long.json().details).toContainEqual({
      field: 'comment',
      message: 'El comentario no puede superar los 1000 caracteres',
    });
    expect(
      (await call('POST', `/api/project/${id}/comment`, undefined, { comment: 'hola' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/project/no-existe/comment', user.token, { comment: 'hola' })).statusCode,
    ).toBe(404);
  });

  it('lets an admin, and only an admin, delete a comment', async () => {
    const id = await publishedProject();
    const user = await registerUser(t);
    const project = (
      await call('POST', `/api/project/${id}/comment`, user.token, { comment: 'Spam' })
    ).json();
    const commentId = project.comments[0].id;
    expect((await call('DELETE', `/api/project/${id}/comments/${commentId}`, user.token)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/project/${id}/comments/${commentId}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/project/${id}`)).json().comments).toEqual([]);
    expect((await call('DELETE', `/api/project/${id}/comments/${commentId}`, admin)).statusCode).toBe(404);
  });

  it('is rate-limited per account', async () => {
    const limited = await createTestApp({ githubUrl: github.url, env: { RATE_LIMIT_COMMENT_MAX: '2' } });
    try {
      const d = await registerDeveloper(limited, github);
      const a = await adminToken(limited);
      const repo = `${d.login}/limited`;
      github.addRepo(repo);
      const created = (
        await limited.app.inject({
          method: 'POST',
          url: '/api/project/create',
          headers: bearer(d.token),
          payload: projectPayload(repo),
        })
      ).json();
      await ensureHostedBuild(limited, created.id);
      await limited.app.inject({
        method: 'PUT',
        url: `/api/project/${created.id}`,
        headers: bearer(a),
        payload: { status: 'PUBLISHED' },
      });
      const user = await registerUser(limited);
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/project/${created.id}/comment`,
          headers: bearer(user.token),
          payload: { comment: 'hola' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('favourites', () => {
  it('adds, checks, lists and removes favourites; only for signed-in people', async () => {
    const id = await publishedProject(3);
    const user = await registerUser(t);
    expect((await call('POST', '/api/user/favorites', undefined, { idFavoriteProject: id })).statusCode).toBe(
      401,
    );
    const added = await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: id });
    expect(added.json()).toEqual({
      isFavorite: true,
      favoriteProjects: [id],
      message: 'Añadida a favoritos',
    });
    expect(
      (await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: id })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/user/favorites/${id}`, user.token)).json()).toEqual({
      projectId: id,
      isFavorite: true,
    });
    const list = (await call('GET', '/api/user/favorites', user.token)).json();
    expect(list).toMatchObject({ user: { id: user.user.id, favoriteProjects: [id] }, failedCount: 0 });
    expect(list.projects).toEqual([expect.objectContaining({ id, price: 3 })]);
    const removed = await call('DELETE', `/api/user/favorites/${id}`, user.token);
    expect(removed.json()).toMatchObject({ isFavorite: false, favoriteProjects: [] });
    expect((await call('GET', `/api/user/favorites/${id}`, user.token)).json().isFavorite).toBe(false);
  });

  it('refuses unknown or unpublished projects, and counts favourites that are no longer shown', async () => {
    const user = await registerUser(t);
    expect(
      (await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: 'no-existe' })).statusCode,
    ).toBe(404);
    const repo = `${dev.login}/draft-fav`;
    github.addRepo(repo);
    const draft = (await call('POST', '/api/project/create', dev.token, projectPayload(repo))).json();
    expect(
      (await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: draft.id })).statusCode,
    ).toBe(404);

    const id = await publishedProject(0);
    await call('POST', '/api/user/favorites', user.token, { idFavoriteProject: id });
    await call('DELETE', `/api/project/${id}`, dev.token); // suspended by its developer
    const list = (await call('GET', '/api/user/favorites', user.token)).json();
    expect(list).toMatchObject({ projects: [], failedCount: 1, user: { favoriteProjects: [id] } });
    expect((await call('DELETE', `/api/user/favorites/${id}`, user.token)).json().favoriteProjects).toEqual(
      [],
    );
  });

  it("keeps each person's favourites to themselves", async () => {
    const id = await publishedProject();
    const a = await registerUser(t);
    const b = await registerUser(t);
    await call('POST', '/api/user/favorites', a.token, { idFavoriteProject: id });
    expect((await call('GET', '/api/user/favorites', b.token)).json().user.favoriteProjects).toEqual([]);
    expect((await call('GET', `/api/user/favorites/${id}`, b.token)).json().isFavorite).toBe(false);
  });
});
