import { buildApp } from './app';
import { readConfig } from './config';
import { createDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo';
import { allOf, outboxTransport, smtpTransport, startMailWorker } from './mail/mailWorker';
import { startRetention } from './services/clientRecords/retention';
import { metricsServer } from './metricsServer';
import { startNotificationJobs } from './notifications/notificationJobs';

const SHUTDOWN_GRACE_MS = 30_000;

/** Starts the API (and the built portal) and stops it gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = createDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    prepare: config.databasePrepare,
  });
  // Listening first, so that an orchestrator sees the process alive (and not yet ready) while
  // it migrates; plugins/readiness.ts answers 503 to everything else until then.
  const app = await buildApp({ config, db, logger: true, starting: true });
  let stopMail = (): Promise<void> => Promise.resolve();
  let stopNotifications = (): Promise<void> => Promise.resolve();
  const metrics = config.metricsPort
    ? metricsServer(app.metrics.registry, config.metricsToken)
    : undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // New connections are refused at once; requests in flight finish and are answered, then the
    // mail worker ends its batch and the pool closes.
    metrics?.close();
    void app
      .close()
      .then(() => stopNotifications())
      .then(() => stopMail())
      .then(() => db.destroy())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  metrics?.listen(config.metricsPort, config.metricsHost);
  await migrateToLatest(db);
  if (config.seedDemo) {
    await seedDemoIfEmpty(db, config);
  }
  if (closing) {
    return;
  }
  // Their mails go to the outbox table, delivered by the mail worker below where one runs.
  stopNotifications = startNotificationJobs(db, config, app.log, {
    pollMs: config.notificationPollMs,
  });
  const transports = [
    ...(config.smtpUrl ? [smtpTransport(config.smtpUrl)] : []),
    ...(config.mailOutboxDir ? [outboxTransport(config.mailOutboxDir)] : []),
  ];
  if (transports.length > 0) {
    stopMail = startMailWorker(db, allOf(transports), app.log, {
      pollMs: config.mailPollMs,
      serverSecret: config.jwtSecret,
    });
  }
  if (config.retentionDaysAfterClose !== undefined) {
    startRetention(
      db,
      { daysAfterClose: config.retentionDaysAfterClose, timeZone: config.timeZone },
      app.log,
    );
  }
  app.readiness.starting = false;
  app.log.info('ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
