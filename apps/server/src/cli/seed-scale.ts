import { parseArgs } from 'node:util';
import { CATEGORIES } from '@vitrina/shared/projects/categories';
import { buildSearchDocument } from '@vitrina/shared/search/search-normalizer';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config/env';
import { users } from '../db/tables/accounts';
import { projects } from '../db/tables/catalogue';
import { hashPassword } from '../lib/passwords';
import { searchVectorSql } from '../modules/projects/project.repository';
import { openRuntime } from '../server-runtime';

// Fills the configured database with a large synthetic catalogue for benchmarks:
//   npm run seed:scale -- --projects 100000 [--developers 500]
// Rows are marked (slug prefix "scale-", emails "@scale.vitrina.app") and added on top of what exists.

const WORDS = [
  'foto',
  'editor',
  'factura',
  'tarea',
  'juego',
  'musica',
  'agenda',
  'nota',
  'mapa',
  'tienda',
  'curso',
  'receta',
  'viaje',
  'gasto',
  'cliente',
  'reserva',
  'calendario',
  'documento',
  'archivo',
  'imagen',
  'video',
  'chat',
  'blog',
  'portafolio',
  'inventario',
  'encuesta',
  'quiz',
  'cronometro',
  'conversor',
  'paleta',
  'plantilla',
  'tablero',
];
const ADJECTIVES = [
  'rapido',
  'simple',
  'pro',
  'facil',
  'ligero',
  'moderno',
  'privado',
  'colaborativo',
  'offline',
  'smart',
];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

async function main() {
  const { values } = parseArgs({ options: { projects: { type: 'string' }, developers: { type: 'string' } } });
  const total = Number(values.projects ?? 100_000);
  const developerCount = Number(values.developers ?? 500);
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(developerCount) || developerCount < 1) {
    console.error('Usage: npm run seed:scale -- --projects N [--developers N]');
    process.exit(2);
  }
  const runtime = await openRuntime(loadConfig());
  const { db } = runtime.deps;
  const started = Date.now();
  try {
    const run = Date.now().toString(36);
    const passwordHash = await hashPassword('Scale1234!');
    const developerIds: string[] = [];
    for (let i = 0; i < developerCount; i += 500) {
      const batch = Array.from({ length: Math.min(500, developerCount - i) }, (_, j) => ({
        email: `dev${i + j}.${run}@scale.vitrina.app`,
        name: `Desarrollador ${i + j}`,
        passwordHash,
        role: 'developer' as const,
        verified: true,
      }));
      const rows = await db.insert(users).values(batch).returning({ id: users.id });
      developerIds.push(...rows.map((r) => r.id));
    }

    const batchSize = 1000;
    const now = Date.now();
    for (let start = 0; start < total; start += batchSize) {
      const batch = Array.from({ length: Math.min(batchSize, total - start) }, (_, k) => {
        const n = start + k;
        const name = `${pick(WORDS, n)} ${pick(ADJECTIVES, Math.floor(n / WORDS.length))} ${n}`;
        const shortDescription = `Aplicacion de ${pick(WORDS, n * 7 + 3)} y ${pick(WORDS, n * 11 + 5)} para el navegador`;
        const priceCents = n % 3 === 0 ? 0 : 99 + (n % 50) * 100;
        const publishedAt = new Date(now - (n % 1000) * 3_600_000 - n);
        return {
          slug: `scale-${run}-${n}`,
          developerId: pick(developerIds, n),
          name,
          description: `${shortDescription}. Funciona sin instalacion y guarda los datos en tu equipo. Numero ${n}.`,
          shortDescription,
          priceCents,
          originalPriceCents: priceCents,
          category: pick(CATEGORIES, n),
          tags: [pick(WORDS, n), 'web'],
          keywords: [pick(WORDS, n), 'navegador', 'app'],
          targetAudience: 'Personas que trabajan desde el navegador',
          mainImage: `/media/demo/scale-${n % 200}.svg`,
          demoUrl: `https://apps.vitrina.app/scale-${n}/`,
          sourceCodeUrl: `https://github.com/vitrina-scale/app-${n}`,
          supportEmail: 'soporte@vitrina.app',
          status: n % 20 === 0 ? ('UNDER_REVIEW' as const) : ('PUBLISHED' as const),
          publishedAt: n % 20 === 0 ? null : publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
          searchVector: searchVectorSql(buildSearchDocument(name), buildSearchDocument(shortDescription)),
        };
      });
      await db.insert(projects).values(batch);
      if ((start / batchSize) % 10 === 0) process.stdout.write(`\r${start + batch.length}/${total} projects`);
    }
    await db.execute(sql`analyze projects`);
    await db.execute(sql`analyze users`);
    console.log(
      `\nSeeded ${total} projects and ${developerCount} developers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
