import type { TDatabase } from '../db/client';
import { createEngagementRepository } from '../db/repositories/engagement.repository';
import { createPaymentRepository } from '../db/repositories/payment.repository';
import { createProjectRepository } from '../db/repositories/project.repository';
import { recordRating } from '../modules/engagement/engagement.service';
import { writeSaleOnce } from '../modules/payments/sale-recording';
import type { TDemoApp } from './demo-app';

const DAY_MS = 86_400_000;

/** People who bought, rated and commented on the demo catalogue over the past months. */
export const DEMO_PEOPLE = [
  { key: 'mateo', email: 'mateo.fernandez@vitrina.app', name: 'Mateo Fernández', joinedDaysAgo: 170 },
  { key: 'sofia', email: 'sofia.herrera@vitrina.app', name: 'Sofía Herrera', joinedDaysAgo: 150 },
  { key: 'diego', email: 'diego.castillo@vitrina.app', name: 'Diego Castillo', joinedDaysAgo: 132 },
  { key: 'camila', email: 'camila.vargas@vitrina.app', name: 'Camila Vargas', joinedDaysAgo: 118 },
  { key: 'andres', email: 'andres.gomez@vitrina.app', name: 'Andrés Gómez', joinedDaysAgo: 96 },
  { key: 'isabella', email: 'isabella.torres@vitrina.app', name: 'Isabella Torres', joinedDaysAgo: 75 },
] as const;

/** What people write about an app they use, by the stars they gave it. */
export const DEMO_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'La uso todos los días y no me ha fallado ni una vez. Muy recomendable.',
    'Justo lo que buscaba: sencilla, rápida y funciona sin conexión.',
    'Me ahorró horas de trabajo la primera semana. Vale cada centavo.',
    'Excelente. Se nota el cuidado en los detalles.',
  ],
  4: [
    'Muy buena. Echo de menos un modo oscuro, pero cumple de sobra.',
    'Funciona bien en el celular y en el computador. La recomiendo.',
    'Fácil de usar desde el primer minuto. Le pondría alguna opción más de exportar.',
  ],
  3: [
    'Hace lo que promete, aunque la interfaz podría ser más clara.',
    'Está bien para empezar; para algo más avanzado me quedo corta.',
  ],
};

/** What the apps' developers answered to some of those comments. */
export const DEMO_REPLIES: Readonly<Record<string, string>> = {
  'Muy buena. Echo de menos un modo oscuro, pero cumple de sobra.':
    '¡Gracias! El modo oscuro está en camino: llega en la próxima versión.',
  'Fácil de usar desde el primer minuto. Le pondría alguna opción más de exportar.':
    'Gracias por la idea. Ya se puede exportar a CSV desde el menú, y estamos sumando PDF.',
  'Hace lo que promete, aunque la interfaz podría ser más clara.':
    'Gracias por decírnoslo. Estamos rediseñando las pantallas principales: cualquier detalle que nos cuentes nos ayuda.',
};

/** A stable number from a text: the demo looks the same on every start and every machine. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** The demo's days: how long ago an app was published (the catalogue's days, spread over months). */
export const demoPublishedDaysAgo = (app: TDemoApp) => (app.publishedDaysAgo ?? 1) * 5;

/**
 * Ratings, comments, purchases and daily views of the published demo apps, from the demo people,
 * each dated after both the person joined and the app was published. Adds only what is missing.
 */
export async function seedDemoEngagement(
  db: TDatabase,
  input: {
    apps: readonly TDemoApp[];
    people: Map<string, string>;
    now: Date;
    platformRate: number;
  },
) {
  const { now } = input;
  const projects = createProjectRepository(db);
  const payments = createPaymentRepository(db);
  const engagement = createEngagementRepository(db);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  for (const app of input.apps) {
    if ((app.status ?? 'PUBLISHED') !== 'PUBLISHED') continue;
    const item = await projects.findWithDeveloper({ slug: app.slug });
    if (!item) continue;
    const projectId = item.project.id;
    const published = demoPublishedDaysAgo(app);
    const seed = seedOf(app.slug);

    // Up to five of the six people take part, more on older apps.
    const count = Math.min(DEMO_PEOPLE.length - 1, 1 + (seed % 3) + Math.floor(published / 45));
    for (let i = 0; i < count; i++) {
      const person = DEMO_PEOPLE[(seed + i * 5) % DEMO_PEOPLE.length] as (typeof DEMO_PEOPLE)[number];
      const userId = input.people.get(person.key);
      if (!userId) continue;
      // Some day after both the app and the person were there, and before today.
      const since = Math.min(published, person.joinedDaysAgo);
      const when = daysAgo(Math.max(1, Math.floor((((seed >>> (i + 3)) % 100) / 100) * since)));
      if (item.project.priceCents > 0 && !(await payments.hasPurchased(userId, projectId))) {
        const order = await payments.insertOrder({
          provider: 'sandbox',
          providerOrderId: `SBX-DEMO-${app.slug.toUpperCase()}-${person.key.toUpperCase()}`,
          userId,
          projectId,
          amountCents: item.project.priceCents,
          buyer: null,
        });
        await writeSaleOnce(db, {
          orderId: order.id,
          captureId: `SBXCAP-DEMO-${app.slug.toUpperCase()}-${person.key.toUpperCase()}`,
          now: when,
          platformRate: input.platformRate,
          notifications: null,
        });
      }
      const stars = (5 - ((seed >>> i) % 7 === 0 ? 2 : (seed >>> (i + 1)) % 3 === 0 ? 1 : 0)) as 3 | 4 | 5;
      if ((await engagement.findRating(userId, projectId)) === null) {
        await recordRating(db, { userId, projectId, rating: stars, now: when });
      }
      // About half of those who rate also say something.
      if ((seed >>> (i + 2)) % 2 === 0 && !(await engagement.hasCommented(userId, projectId))) {
        const texts = DEMO_COMMENTS[stars];
        const text = texts[(seed + i) % texts.length] as string;
        const commentedAt = new Date(when.getTime() + 3_600_000);
        const commentId = await engagement.insertComment({
          projectId,
          userId,
          authorName: person.name,
          text,
          now: commentedAt,
        });
        const reply = DEMO_REPLIES[text];
        if (reply)
          await engagement.insertReply({
            commentId,
            userId: item.project.developerId,
            text: reply,
            // The developer answers within the day (and never after now).
            now: new Date(Math.min(commentedAt.getTime() + 20 * 3_600_000, now.getTime() - 3_600_000)),
          });
      }
    }

    // Visits of the last 30 days (the developers' analytics), once.
    if (item.project.views === 0) {
      const days = Array.from({ length: Math.min(30, published) }, (_, day) => ({
        day: daysAgo(day).toISOString().slice(0, 10),
        views: (seed >>> (day % 16)) % 9,
      })).filter((entry) => entry.views > 0);
      await projects.addViews(projectId, days);
    }
  }
}
