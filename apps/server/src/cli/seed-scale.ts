import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { assertWordsAreNormalised, SCALE_DEFAULTS, seedScale, type TScaleCounts } from '../db/scale-seed';
import { openRuntime } from '../server-runtime';

// Fills the configured database with a large synthetic data set for benchmarks (see db/scale-seed):
//   npm run seed:scale -- --projects 100000 --users 50000 --ratings 1000000 --comments 200000

function parseCounts(): TScaleCounts {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(SCALE_DEFAULTS).map((key) => [key, { type: 'string' as const }])),
  });
  const counts: TScaleCounts = { ...SCALE_DEFAULTS };
  for (const key of Object.keys(SCALE_DEFAULTS) as (keyof TScaleCounts)[]) {
    const raw = values[key];
    const value = raw === undefined ? SCALE_DEFAULTS[key] : Number(raw);
    const min = key === 'projects' || key === 'developers' || key === 'users' ? 1 : 0;
    if (!Number.isInteger(value) || value < min) {
      console.error(
        'Usage: npm run seed:scale -- [--projects N] [--developers N] [--users N] [--ratings N] [--comments N]',
      );
      process.exit(2);
    }
    counts[key] = value;
  }
  return counts;
}

async function main() {
  const counts = parseCounts();
  assertWordsAreNormalised();
  const runtime = await openRuntime(loadConfig());
  const started = Date.now();
  try {
    await seedScale(runtime.deps.db, counts, (line) => console.log(line));
    console.log(`Scale data set ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  // Drizzle wraps the database's error; its message (the cause) is the useful part.
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
