import type { TDatabase } from '../db/client';
import { createPaymentRepository } from '../db/repositories/payment.repository';
import { createProjectRepository } from '../db/repositories/project.repository';
import { searchDocuments } from '../db/repositories/project-columns';
import { createRefundRepository } from '../db/repositories/refund.repository';
import { createUserRepository } from '../db/repositories/user.repository';
import { uniqueViolation } from '../db/unique-violation';
import type { TBlobStore } from '../integrations/blob-store/blob-store';
import { hashPassword } from '../lib/passwords';
import { writeSaleOnce } from '../modules/payments/sale-recording';
import type { TDemoApp } from './demo-app';
import { seedDemoBuilds } from './demo-builds';
import { DEMO_APPS } from './demo-catalogue';
import { DEMO_PEOPLE, demoPublishedDaysAgo, seedDemoEngagement } from './demo-engagement';

/** The demo accounts listed in the README. Addresses look ordinary on purpose (see the session rules). */
export const DEMO_ACCOUNTS = [
  {
    key: 'admin',
    joinedDaysAgo: 300,
    email: 'admin@vitrina.app',
    password: 'Admin1234!',
    name: 'Ana Administradora',
    role: 'admin',
  },
  {
    key: 'carlos',
    joinedDaysAgo: 280,
    email: 'carlos.mendoza@vitrina.app',
    password: 'Demo1234!',
    name: 'Carlos Mendoza',
    role: 'developer',
    paypalMerchantId: 'CARLOSMEND001',
    githubProfile: 'github.com/carlosmendoza',
    verified: true,
  },
  {
    key: 'valentina',
    joinedDaysAgo: 240,
    email: 'valentina.rios@vitrina.app',
    password: 'Demo1234!',
    name: 'Valentina Ríos',
    role: 'developer',
    paypalMerchantId: 'VALERIOS00002',
    githubProfile: 'github.com/valentinarios',
    verified: true,
  },
  {
    key: 'studio',
    joinedDaysAgo: 320,
    email: 'studio@vitrina.app',
    password: 'Studio1234!',
    name: 'Vitrina Studio',
    role: 'developer',
    paypalMerchantId: 'VITRINASTUDIO',
    githubProfile: 'github.com/vitrina-studio',
    verified: true,
    isInternal: true,
  },
  {
    key: 'lucia',
    joinedDaysAgo: 120,
    email: 'lucia.moreno@vitrina.app',
    password: 'Demo1234!',
    name: 'Lucía Moreno',
    role: 'user',
  },
] as const;

/** Paid demo apps the demo buyer already bought (test-mode sales, so the dashboards have figures). */
export const DEMO_PURCHASES = [
  { buyer: 'lucia', slug: 'trivia-latam', daysAgo: 6 },
  { buyer: 'lucia', slug: 'quiz-de-ingles', daysAgo: 2 },
] as const;

/** A refund the demo buyer asked for and nobody has decided yet. */
export const DEMO_REFUND_REQUEST = {
  slug: 'trivia-latam',
  daysAgo: 1,
  reason: 'Las preguntas se repiten mucho después de unas pocas partidas; esperaba más variedad.',
} as const;

/** Adds the demo accounts, catalogue and sales that are missing; never changes what exists. */
export async function seedDemoData(
  db: TDatabase,
  now = new Date(),
  options: {
    commissionRate: number;
    /** Where the demo apps' builds are stored; without it the apps get no hosted build. */
    blobs?: TBlobStore;
  } = { commissionRate: 0.1 },
): Promise<void> {
  const users = createUserRepository(db);
  const ids = new Map<string, string>();
  const joined = (days: number) => new Date(now.getTime() - days * 86_400_000);
  for (const { key, password, joinedDaysAgo, ...fields } of DEMO_ACCOUNTS) {
    const existing = await users.findByEmail(fields.email);
    const row =
      existing ??
      (await users.insert({
        ...fields,
        passwordHash: await hashPassword(password),
        createdAt: joined(joinedDaysAgo),
        updatedAt: joined(joinedDaysAgo),
      }));
    ids.set(key, row.id);
  }
  const people = new Map<string, string>();
  const peoplePassword = await hashPassword(DEMO_PEOPLE_PASSWORD);
  for (const { key, joinedDaysAgo, ...fields } of DEMO_PEOPLE) {
    const existing = await users.findByEmail(fields.email);
    const row =
      existing ??
      (await users.insert({
        ...fields,
        role: 'user',
        passwordHash: peoplePassword,
        createdAt: joined(joinedDaysAgo),
        updatedAt: joined(joinedDaysAgo),
      }));
    people.set(key, row.id);
  }
  const projects = createProjectRepository(db);
  for (const app of DEMO_APPS) {
    if (await projects.slugExists(app.slug)) continue;
    const developerId = ids.get(app.developer);
    if (!developerId) continue;
    await projects.insert(demoProjectRow(app, developerId, now), searchDocuments(app));
  }
  if (options.blobs) await seedDemoBuilds(db, options.blobs, DEMO_APPS);
  await seedDemoPurchases(db, ids, now, options.commissionRate);
  await seedDemoRefundRequest(db, ids, now);
  await seedDemoEngagement(db, { apps: DEMO_APPS, people, now, platformRate: options.commissionRate });
}

/** The password of every demo person of DEMO_PEOPLE (they exist to make the catalogue look used). */
export const DEMO_PEOPLE_PASSWORD = 'Demo1234!';

/** Records the demo purchases as real test-mode sales (order, sale, access, totals), once. */
async function seedDemoPurchases(db: TDatabase, ids: Map<string, string>, now: Date, platformRate: number) {
  const payments = createPaymentRepository(db);
  const projects = createProjectRepository(db);
  for (const purchase of DEMO_PURCHASES) {
    const buyerId = ids.get(purchase.buyer);
    const item = await projects.findWithDeveloper({ slug: purchase.slug });
    if (!buyerId || !item || (await payments.hasPurchased(buyerId, item.project.id))) continue;
    const at = new Date(now.getTime() - purchase.daysAgo * 86_400_000);
    const order = await payments.insertOrder({
      provider: 'sandbox',
      providerOrderId: `SBX-DEMO-${purchase.slug.toUpperCase()}`,
      userId: buyerId,
      projectId: item.project.id,
      amountCents: item.project.priceCents,
      buyer: null,
    });
    await writeSaleOnce(db, {
      orderId: order.id,
      captureId: `SBXCAP-DEMO-${purchase.slug.toUpperCase()}`,
      now: at,
      platformRate,
      // Demo people get no mail.
      notifications: null,
    });
  }
}

/**
 * The demo buyer has asked for a refund of one of her purchases (a day ago, waiting for a decision),
 * so the admin's "Reembolsos" tab and the developer's have something to show. Once.
 */
async function seedDemoRefundRequest(db: TDatabase, ids: Map<string, string>, now: Date) {
  const buyerId = ids.get('lucia');
  const item = buyerId
    ? await createProjectRepository(db).findWithDeveloper({ slug: DEMO_REFUND_REQUEST.slug })
    : null;
  const payments = createPaymentRepository(db);
  const purchase = buyerId && item ? await payments.hasPurchased(buyerId, item.project.id) : null;
  const sale = purchase?.saleId ? await payments.findSale(purchase.saleId) : null;
  if (!buyerId || !sale) return;
  const refunds = createRefundRepository(db);
  // Decided (or refunded) since: left as it is.
  if ((await refunds.listOfSale(sale.id)).length > 0) return;
  const at = new Date(now.getTime() - DEMO_REFUND_REQUEST.daysAgo * 86_400_000);
  try {
    await refunds.insert({
      saleId: sale.id,
      buyerId: sale.buyerId,
      projectId: sale.projectId,
      developerId: sale.developerId,
      provider: sale.provider,
      amountCents: sale.amountCents,
      commissionCents: sale.commissionCents,
      netCents: sale.netCents,
      origin: 'BUYER',
      reason: DEMO_REFUND_REQUEST.reason,
      requestedBy: buyerId,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    // Another process seeding at the same moment made it.
    if (!uniqueViolation(error)) throw error;
  }
}

function demoProjectRow(app: TDemoApp, developerId: string, now: Date) {
  const status = app.status ?? 'PUBLISHED';
  const daysAgo = demoPublishedDaysAgo(app);
  const publishedAt = new Date(now.getTime() - daysAgo * 86_400_000);
  const priceCents = Math.round(app.price * 100);
  return {
    slug: app.slug,
    developerId,
    name: app.name,
    description: app.description,
    shortDescription: app.shortDescription,
    version: app.version ?? '1.0.0',
    priceCents,
    originalPriceCents: Math.round((app.originalPrice ?? app.price) * 100),
    category: app.category,
    tags: app.tags,
    keywords: app.keywords,
    targetAudience: 'Personas y pequeños equipos que trabajan desde el navegador.',
    mainImage: `/media/demo/${app.slug}.svg`,
    screenshots: [1, 2, 3].map((n) => `/media/demo/${app.slug}-shot-${n}.svg`),
    demoUrl: `https://apps.vitrina.app/${app.slug}/`,
    documentationUrl: `https://apps.vitrina.app/${app.slug}/docs`,
    sourceCodeUrl: `https://github.com/vitrina-demo/${app.slug}`,
    supportEmail: `soporte+${app.slug}@vitrina.app`,
    privacyPolicyUrl: 'https://vitrina.app/privacidad',
    termsOfServiceUrl: 'https://vitrina.app/terminos',
    license: 'Licencia de uso personal',
    isFeatured: app.featured ?? false,
    status,
    observations: app.observations ?? null,
    observationsCode: app.observationsCode ?? null,
    extras: app.extras ?? {},
    publishedAt: status === 'PUBLISHED' || status === 'SUSPENDED' ? publishedAt : null,
    createdAt: new Date(publishedAt.getTime() - 86_400_000),
    updatedAt: publishedAt,
  };
}
