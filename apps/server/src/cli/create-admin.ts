import { parseArgs } from 'node:util';
import pino from 'pino';
import { createAppServices } from '../app-services';
import { loadConfig } from '../config/env';
import { openRuntime } from '../server-runtime';

// Usage: npm run admin:create -- --email admin@company.com --password 'long secret' [--name 'Name']
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password || values.password.length < 8) {
    console.error(
      "Usage: npm run admin:create -- --email ADDRESS --password 'AT LEAST 8 CHARACTERS' [--name NAME]",
    );
    process.exit(2);
  }
  const runtime = await openRuntime(loadConfig());
  try {
    const { auth } = createAppServices(runtime.deps, pino({ level: 'warn' }));
    const user = await auth.ensureAdmin({
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(`Admin account ready: ${user.email}`);
  } finally {
    await runtime.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
