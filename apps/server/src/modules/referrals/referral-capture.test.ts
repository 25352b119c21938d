import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/app-builder';
import { startFakeGithub, type TFakeGithub } from '../../../test/fake-github';
import { paymentFixtures } from '../../../test/payment-fixtures';
import { referralCookieSet, referralFixtures, webShell } from '../../../test/referral-fixtures';
import { withoutReferralParam } from '../../lib/page-request';

let t: TTestApp;
let github: TFakeGithub;
let shell: ReturnType<typeof webShell>;
let fx: ReturnType<typeof paymentFixtures>;
let rx: ReturnType<typeof referralFixtures>;

beforeAll(async () => {
  github = await startFakeGithub();
  shell = webShell();
  t = await createTestApp({ githubUrl: github.url, webDistDir: shell.dir });
  fx = paymentFixtures(t, github);
  rx = referralFixtures(t);
});
afterAll(async () => {
  await t.close();
  await github.close();
  shell.remove();
});

/** A source no other test uses (tests share a database). */
const uniqueSource = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const COOKIE_FORM = /^([A-Za-z0-9_-]{1,40})\.(\d+)\.([A-Za-z0-9_-]{22})$/;

describe('a public page opened with ?ref=', () => {
  it('gives the visitor the source for 30 days and counts the visit once a day', async () => {
    const dev = await fx.verifiedDeveloper();
    const appId = await fx.publishedProject(dev, { price: 5 });
    const [project] = await fx.rows<{ slug: string }>(sql`select slug from projects where id = ${appId}`);
    const slug = project?.slug as string;
    const source = uniqueSource('news_1');

    const first = await rx.openPage(`/app/${slug}?ref=${source}`);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^vitrina_ref=${source}\\.\\d+\\.[\\w-]{22}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly$`,
      ),
    );
    // The answer that sets the cookie is the visitor's alone.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const cookie = referralCookieSet(first.headers) as string;
    const [, , since, visitor] = COOKIE_FORM.exec(cookie) ?? [];
    expect(Number(since)).toBe(Math.floor(t.clock.now().getTime() / 1000));

    const visits = await rx.visitsOf(source);
    expect(visits).toEqual([
      {
        source,
        visitor_key: visitor,
        path: `/app/${slug}`,
        project_id: appId,
        developer_id: dev.user.id,
        visit_day: t.clock.now().toISOString().slice(0, 10),
      },
    ]);

    // The same visitor again the same day (by the app's id this time): still one visit, same visitor.
    const again = await rx.openPage(`/app/${appId}?ref=${source}`, cookie);
    expect(COOKIE_FORM.exec(referralCookieSet(again.headers) ?? '')?.[3]).toBe(visitor);
    expect(await rx.visitsOf(source)).toHaveLength(1);

    // The next day it counts again.
    t.clock.advance(86_400_000);
    await rx.openPage(`/app/${slug}?ref=${source}`, cookie);
    expect((await rx.visitsOf(source)).map((v) => v.visit_day)).toHaveLength(2);
  });

  it('counts a developer’s page for the developer and the store’s pages for no one', async () => {
    const dev = await fx.verifiedDeveloper();
    const source = uniqueSource('promo');
    await rx.openPage(`/developer/${dev.user.id}/apps?ref=${source}`);
    for (const page of ['/', '/store?category=GAMES', '/about', '/privacy']) {
      const answer = await rx.openPage(`${page}${page.includes('?') ? '&' : '?'}ref=${source}`);
      expect(referralCookieSet(answer.headers), page).toMatch(COOKIE_FORM);
    }
    const visits = await rx.visitsOf(source);
    expect(visits.map((v) => [v.path, v.developer_id, v.project_id])).toEqual([
      [`/developer/${dev.user.id}/apps`, dev.user.id, null],
      ['/', null, null],
      ['/store', null, null],
      ['/about', null, null],
      ['/privacy', null, null],
    ]);
  });

  it('ignores an invalid source: the page answers as without one, nothing is kept', async () => {
    for (const ref of ['x'.repeat(41), 'news!', 'news.1', 'news%201', '%3Cscript%3E', '', 'news&ref=other']) {
      const answer = await rx.openPage(`/store?ref=${ref}`);
      expect(answer.statusCode, ref).toBe(200);
      expect(answer.headers['set-cookie'], ref).toBeUndefined();
      expect(answer.headers['cache-control'], ref).toBe('no-cache');
    }
    // A source repeated is not one source.
    const twice = await rx.openPage('/store?ref=a1&ref=b2');
    expect(twice.headers['set-cookie']).toBeUndefined();
    expect([...(await rx.visitsOf('a1')), ...(await rx.visitsOf('b2'))]).toEqual([]);
  });

  it('ignores robots and link previews, the API, the dashboards and unknown pages', async () => {
    const source = uniqueSource('bots');
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
      'Slackbot-LinkExpanding 1.0',
      'facebookexternalhit/1.1 Preview',
      'Mozilla/5.0 (compatible; SomeCrawler/1.0)',
      'Spider/2.0',
    ]) {
      const answer = await rx.openPage(`/store?ref=${source}`, null, agent);
      expect(answer.statusCode, agent).toBe(200);
      expect(answer.headers['set-cookie'], agent).toBeUndefined();
    }
    for (const url of [
      '/api/config',
      '/developer-dashboard',
      '/login',
      '/app/no-such-app-anywhere',
      `/developer/${randomUUID()}/apps`,
      '/developer/not-an-id/apps',
    ]) {
      await rx.openPage(`${url}?ref=${source}`);
    }
    expect(await rx.visitsOf(source)).toEqual([]);
  });

  it('replaces the source a visitor holds with the last one, keeping their visitor id', async () => {
    const first = uniqueSource('first');
    const last = uniqueSource('last');
    const a = referralCookieSet((await rx.openPage(`/store?ref=${first}`)).headers) as string;
    t.clock.advance(3_600_000);
    const b = referralCookieSet((await rx.openPage(`/about?ref=${last}`, a)).headers) as string;
    expect(b.startsWith(`${last}.`)).toBe(true);
    expect(COOKIE_FORM.exec(b)?.[3]).toBe(COOKIE_FORM.exec(a)?.[3]);
    expect(Number(COOKIE_FORM.exec(b)?.[2])).toBe(Math.floor(t.clock.now().getTime() / 1000));
    // A page without a source leaves the cookie as it is.
    expect((await rx.openPage('/store', b)).headers['set-cookie']).toBeUndefined();
  });

  it('marks the cookie Secure when the page was asked for over HTTPS', async () => {
    const behindProxy = await createTestApp({ webDistDir: shell.dir, env: { TRUST_PROXY: 'true' } });
    try {
      const answer = await behindProxy.app.inject({
        method: 'GET',
        url: '/about?ref=secure_1',
        headers: { 'x-forwarded-proto': 'https', 'user-agent': 'Mozilla/5.0' },
      });
      await behindProxy.app.services.referrals.flushVisits();
      expect(String(answer.headers['set-cookie'])).toMatch(/; HttpOnly; Secure$/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('a page address without its referral parameter (what renders and caches the page)', () => {
  it('drops ref and keeps the other parameters as written', () => {
    expect(withoutReferralParam('/store?ref=news&q=caf%C3%A9&sort=new')).toBe('/store?q=caf%C3%A9&sort=new');
    expect(withoutReferralParam('/store?q=a+b&ref=news')).toBe('/store?q=a+b');
    expect(withoutReferralParam('/app/notas?ref=news')).toBe('/app/notas');
    expect(withoutReferralParam('/app/notas?ref')).toBe('/app/notas');
    expect(withoutReferralParam('/store?referrer=x')).toBe('/store?referrer=x');
    expect(withoutReferralParam('/store')).toBe('/store');
  });
});
