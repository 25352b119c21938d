import type { Page } from 'playwright-core';

/** Fills and sends the login form the way a person does. */
const LOGIN_TEXT = {
  es: { developer: 'Desarrollador', password: 'Contraseña', submit: 'Iniciar sesión' },
  en: { developer: 'Developer', password: 'Password', submit: 'Log in' },
};

export async function loginThroughUi(
  page: Page,
  account: { email: string; password: string; type?: 'user' | 'developer' },
  lang: 'es' | 'en' = 'es',
): Promise<void> {
  const text = LOGIN_TEXT[lang];
  await page.goto('/login');
  if (account.type === 'developer') await page.locator('label', { hasText: text.developer }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(text.password, { exact: true }).fill(account.password);
  await page.getByRole('main').getByRole('button', { name: text.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Logs the demo administrator in through the admin login screen. */
export async function loginAdminThroughUi(page: Page, lang: 'es' | 'en' = 'es'): Promise<void> {
  const text = LOGIN_TEXT[lang];
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill('admin@vitrina.app');
  await page.getByLabel(text.password, { exact: true }).fill('Admin1234!');
  await page
    .getByRole('button', { name: lang === 'es' ? 'Entrar como administrador' : 'Log in as administrator' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin-dashboard');
}

/** Registers a user account through the register screen. */
export async function registerUserThroughUi(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The user-menu button in the top bar (its name is the display name). */
export const userMenuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

export async function logoutThroughUi(page: Page, name: string) {
  await userMenuButton(page, name).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
}

/** Adds a tag or keyword in a chip input: type it and press Enter. */
export async function addChips(page: Page, label: string, terms: string[]) {
  const input = page.getByLabel(label, { exact: true });
  for (const term of terms) {
    await input.fill(term);
    await input.press('Enter');
  }
}

/** Fills every required field of the project form (create or edit) with a valid app. */
export async function fillProjectForm(
  page: Page,
  app: { name: string; price: string; repository: string; site: string },
) {
  await page.getByLabel('Nombre de la app').fill(app.name);
  await page.getByLabel('Descripción corta').fill('Registra tus hábitos diarios y mira tu racha.');
  await page
    .getByLabel('Descripción completa')
    .fill(
      'Un contador de hábitos sencillo: marca cada día lo que cumpliste, mira tus rachas y recibe un resumen semanal.',
    );
  await page.getByLabel('Categoría').selectOption('PRODUCTIVITY_TOOLS');
  await page.getByLabel('Público objetivo').fill('Personas que quieren crear rutinas nuevas');
  await page.getByLabel('Precio (USD)').fill(app.price);
  await page.getByLabel('URL de la aplicación').fill(`${app.site}/app`);
  await page.getByLabel('Repositorio de código fuente').fill(`https://github.com/${app.repository}`);
  await page.getByLabel('Imagen principal').fill(`${app.site}/portada.png`);
  await addChips(page, 'Etiquetas', ['hábitos', 'rutinas']);
  await addChips(page, 'Palabras clave', ['habito', 'racha', 'diario']);
  await page.getByLabel('Email de soporte').fill('ayuda@habitos-app.net');
}

/** Buys a paid app in test mode, from its page through checkout and the payment modal. */
export async function buyInTestMode(page: Page, slug: string, name: string) {
  await page.goto(`/app/${slug}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Comprar Ahora' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByLabel('País').selectOption('CO');
  await page.getByRole('radio', { name: /PayPal/ }).check();
  await page.getByLabel('Acepto los términos y condiciones de compra').check();
  await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
  const modal = page.getByRole('dialog', { name: 'Pago con PayPal' });
  await modal.getByRole('button', { name: 'Aprobar pago de prueba' }).click();
  await page.waitForURL((url) => url.pathname === '/payment-result');
  await page.getByRole('heading', { name: '¡Pago completado!' }).waitFor();
}
