import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(email, password, admin, lang, width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'en' ? 'en-US' : 'es-ES' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + '/');
  await page.evaluate((l) => localStorage.setItem('i18nextLng', l), lang);
  if (admin) {
    await page.goto(base + '/admin-login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: lang === 'es' ? 'Entrar como administrador' : 'Log in as administrator' }).click();
    await page.waitForURL((u) => u.pathname === '/admin-dashboard');
  } else {
    await page.goto(base + '/login');
    if (email.startsWith('carlos')) await page.locator('label', { hasText: lang === 'es' ? 'Desarrollador' : 'Developer' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill(password);
    await page.getByRole('main').getByRole('button', { name: lang === 'es' ? 'Iniciar sesión' : 'Log in' }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
  }
  return { page, ctx, errors };
}
const shots = [
  ['lucia.moreno@vitrina.app', 'Demo1234!', false, '/user-dashboard', 'purchases'],
  ['admin@vitrina.app', 'Admin1234!', true, '/admin-dashboard?tab=refunds', 'admin-refunds'],
  ['admin@vitrina.app', 'Admin1234!', true, '/admin-dashboard?tab=payments', 'admin-payments'],
  ['admin@vitrina.app', 'Admin1234!', true, '/admin-dashboard?tab=reports', 'admin-reports'],
  ['carlos.mendoza@vitrina.app', 'Demo1234!', false, '/developer-dashboard?tab=refunds', 'dev-refunds'],
  ['carlos.mendoza@vitrina.app', 'Demo1234!', false, '/developer-dashboard?tab=payouts', 'dev-payouts'],
];
const sessions = new Map();
for (const [email, pw, admin, path, name] of shots) {
  for (const lang of ['es', 'en']) {
    const key = `${email}-${lang}`;
    if (!sessions.has(key)) sessions.set(key, await session(email, pw, admin, lang, 1280));
    const { page, errors } = sessions.get(key);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(base + path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: true });
    }
    if (errors.length) console.log(name, lang, errors.splice(0));
  }
}
await browser.close();
