import { buildApp } from './app';
import { loadConfig } from './config/env';
import { seedDemoData } from './demo/demo-data';
import { startBuildImportWorker } from './modules/builds/build-import-worker';
import { moveStoredAttachments } from './modules/custom-requests/stored-attachments';
import { startGithubCheckWorker } from './modules/github-checks/github-check-worker';
import { startMailWorker } from './modules/mail/mail-outbox';
import { startOwnerNoticeWorker } from './modules/notifications';
import { reindexSearch } from './modules/projects/search-reindex';
import { startRefundWorker } from './modules/refunds/refund-worker';
import { startWebhookWorker } from './modules/webhooks/webhook-worker';
import { openRuntime } from './server-runtime';

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const app = await buildApp(runtime.deps);

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await app.services.auth.ensureAdmin({
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    app.log.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
  }
  if (config.DEMO_DATA) {
    await seedDemoData(runtime.deps.db, new Date(), {
      commissionRate: config.COMMISSION_RATE,
      blobs: runtime.deps.blobs,
    });
    app.log.info('demo data loaded');
  }

  // Apps written under an older search rule are found by the new one once rebuilt; until then they
  // are still found by their old words, so the server serves meanwhile.
  void reindexSearch(runtime.deps.db, app.log).catch((error) =>
    app.log.error({ err: error }, 'search reindex failed'),
  );

  // Files of custom requests made before the blob store, moved into it before the outbox sends them.
  const moved = await moveStoredAttachments(runtime.deps);
  if (moved > 0) app.log.info({ moved }, 'custom request files moved to the blob store');

  // The mail outbox: sends what the requests and sales queued, with retries, in the background.
  const { workers } = app.services;
  const stopMailWorker = startMailWorker(workers.mail, config.MAIL_POLL_MS, app.log);

  // GitHub checks that could not be made at once (GitHub down, slow or rate-limited), made again.
  const stopGithubCheckWorker = startGithubCheckWorker(
    workers.githubChecks,
    config.GITHUB_CHECK_POLL_MS,
    app.log,
  );

  // Builds the developers added: downloaded from GitHub, checked and stored, in the background.
  const stopBuildWorker = startBuildImportWorker(workers.builds, config.BUILD_POLL_MS, app.log);

  // Refunds the payment provider has not finished with (no answer yet, or still pending), settled.
  const stopRefundWorker = startRefundWorker(workers.refunds, config.REFUND_POLL_MS, app.log);

  // Every owner of an app told of a new version, a suspension or its return, a batch at a time
  // (at the outbox's pace: the mails it queues are the outbox's to send).
  const stopOwnerNoticeWorker = startOwnerNoticeWorker(workers.owners, config.MAIL_POLL_MS, app.log);

  // The developers' webhook events: signed, sent from the outbox, retried for 3 days.
  const stopWebhookWorker = startWebhookWorker(workers.webhooks, config.WEBHOOKS_POLL_MS, app.log);
  // Readiness (/health/ready) waits for this.
  app.readiness.workersStarted = true;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A hard deadline so a stuck connection cannot keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await stopMailWorker();
    await stopGithubCheckWorker();
    await stopBuildWorker();
    await stopRefundWorker();
    await stopOwnerNoticeWorker();
    await stopWebhookWorker();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // Started by `npm start` (scripts/start.mjs) through an IPC channel: when that process ends, so
  // does this one, cleanly, even if the signal that ended it never reached this process.
  if (process.send) {
    process.on('disconnect', () => void shutdown('parent exited'));
    process.channel?.unref();
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `${config.PRODUCT_NAME} on http://localhost:${config.PORT} (${runtime.database.kind} database, mail: ${config.MAIL_PROVIDER})`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
