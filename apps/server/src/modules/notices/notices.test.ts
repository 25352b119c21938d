import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { bearer, registerUser } from '../../../test/factories';
import { createNoticeRepository } from '../../db/repositories/notice.repository';

/**
 * The reader's notices over the API: a page at a time, newest first, put into words in the
 * language the reader asks in (a notice stores a code and its facts); the unread count; marking
 * one or all read, only one's own.
 */
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
const post = (url: string, token: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });

/** `count` notices of a new version for the person, a minute apart (the last one newest). */
async function versionNotices(userId: string, count: number) {
  const start = t.clock.now().getTime();
  for (let i = 0; i < count; i++)
    await createNoticeRepository(t.deps.db).insertMany([
      {
        userId,
        code: 'owner.version_current',
        params: { app: 'Contador', version: `1.${i}.0` },
        quote: i === 0 ? 'Modo oscuro.' : null,
        link: '/app/contador',
        createdAt: new Date(start + i * 60_000),
      },
    ]);
}

describe('the notices list', () => {
  it('pages the reader’s notices, newest first, with the unread count of them all', async () => {
    const reader = await registerUser(t);
    await versionNotices(reader.user.id, 5);
    const first = await get('/api/notices?page=0&size=2', reader.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      unread: 5,
      currentPage: 0,
      totalPages: 3,
      totalElements: 5,
      hasNext: true,
    });
    expect(first.json().notices.map((n: { body: string }) => n.body)).toEqual([
      expect.stringContaining('1.4.0'),
      expect.stringContaining('1.3.0'),
    ]);
    const last = (await get('/api/notices?page=2&size=2', reader.token)).json();
    expect(last.hasNext).toBe(false);
    expect(last.notices).toHaveLength(1);
    expect(last.notices[0]).toMatchObject({ quote: 'Modo oscuro.', link: '/app/contador', read: false });
    expect((await get('/api/notices/unread-count', reader.token)).json()).toEqual({ unread: 5 });
  });

  it('is empty for someone told nothing yet', async () => {
    const reader = await registerUser(t);
    expect((await get('/api/notices', reader.token)).json()).toEqual({
      notices: [],
      unread: 0,
      currentPage: 0,
      totalPages: 0,
      totalElements: 0,
      hasNext: false,
    });
  });

  it('is in the language the reader reads in now, not the one of when it was written', async () => {
    const reader = await registerUser(t);
    await versionNotices(reader.user.id, 1);
    const es = (await get('/api/notices', reader.token, 'es')).json().notices[0];
    const en = (await get('/api/notices', reader.token, 'en-GB,en;q=0.9')).json().notices[0];
    expect(es).toMatchObject({
      code: 'owner.version_current',
      title: 'Nueva versión de «Contador»',
      body: 'Ya está disponible la versión 1.0.0 de «Contador», una app que tienes. Ábrela desde su página o desde Mis compras.',
    });
    expect(en).toMatchObject({
      title: 'New version of “Contador”',
      body: 'Version 1.0.0 of “Contador”, an app you own, is out. Open it from its page or from My purchases.',
    });
    // The same notice: only its words differ.
    expect(en.id).toBe(es.id);
    expect(en.quote).toBe(es.quote);
  });

  it('refuses a page or size out of range, with the error body', async () => {
    const reader = await registerUser(t);
    for (const query of ['page=-1', 'size=0', 'size=51', 'page=x']) {
      const response = await get(`/api/notices?${query}`, reader.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('marking notices read', () => {
  it('marks one read (again is fine), and the count follows', async () => {
    const reader = await registerUser(t);
    await versionNotices(reader.user.id, 2);
    const [newest] = (await get('/api/notices', reader.token)).json().notices;
    const marked = await post(`/api/notices/${newest.id}/read`, reader.token, 'en');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: newest.id, read: true, title: 'New version of “Contador”' });
    expect((await post(`/api/notices/${newest.id}/read`, reader.token)).statusCode).toBe(200);
    expect((await get('/api/notices/unread-count', reader.token)).json()).toEqual({ unread: 1 });
  });

  it('another person’s notice does not exist for the caller, and stays unread', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    await versionNotices(reader.user.id, 1);
    const [notice] = (await get('/api/notices', reader.token)).json().notices;
    const refused = await post(`/api/notices/${notice.id}/read`, other.token, 'en');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    for (const id of [randomUUID(), 'not-a-uuid'])
      expect((await post(`/api/notices/${id}/read`, reader.token)).statusCode).toBe(404);
    expect((await get('/api/notices/unread-count', reader.token)).json()).toEqual({ unread: 1 });
  });

  it('marks all of the reader’s notices read, and nobody else’s', async () => {
    const reader = await registerUser(t);
    const other = await registerUser(t);
    await versionNotices(reader.user.id, 3);
    await versionNotices(other.user.id, 2);
    const all = await post('/api/notices/read-all', reader.token);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ marked: 3, unread: 0 });
    expect(
      (await get('/api/notices', reader.token)).json().notices.every((n: { read: boolean }) => n.read),
    ).toBe(true);
    expect((await get('/api/notices/unread-count', other.token)).json()).toEqual({ unread: 2 });
    expect((await post('/api/notices/read-all', reader.token)).json()).toEqual({ marked: 0, unread: 0 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notices/read-all' })).statusCode).toBe(401);
  });
});
