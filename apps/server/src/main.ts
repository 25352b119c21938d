import { buildApp } from './app';
import { loadConfig } from './config/env';
import { seedDemoData } from './demo/demo-data';
import { createAuthService } from './modules/auth/auth.service';
import { createMailOutbox, startMailWorker } from './modules/mail/mail-outbox';
import { openRuntime } from './server-runtime';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp(runtime.deps);

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createAuthService(runtime.deps).ensureAdmin({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    app.log.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
  }
  if (config.DEMO_DATA) {
    await seedDemoData(runtime.deps.db, new Date(), { commissionRate: config.COMMISSION_RATE });
    app.log.info('demo data loaded');
  }

  // The mail outbox: sends what the requests and sales queued, with retries, in the background.
  const stopMailWorker = startMailWorker(
    createMailOutbox(runtime.deps, app.log),
    config.MAIL_POLL_MS,
    app.log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hard deadline so a stuck connection cannot keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await stopMailWorker();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${config.PRODUCT_NAME} on http://localhost:${config.PORT} (${runtime.database.kind} database, mail: ${config.MAIL_PROVIDER})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
