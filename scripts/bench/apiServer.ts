/**
 * The benchmark's API process: the real app (`buildApp`) on loopback, plus two bench-only
 * routes that record the SQL the app sends while one request runs, so the benchmark can drive
 * exactly those statements straight through the driver. Never part of the shipped server.
 */
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connect';
import { createSqlRecorder } from './sqlRecorder';

const FLOOR_ITEMS = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Item ${index + 1}`,
}));

async function main(): Promise<void> {
  const config = readConfig();
  const recorder = createSqlRecorder();
  const db = createDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    log: recorder.log,
  });
  const app = await buildApp({ config, db });
  app.post('/__bench/record', () => {
    recorder.start();
    return { recording: true };
  });
  app.get('/__bench/recorded', () => recorder.stop());
  // Fastify's own floor: every hook and plugin an API request passes (under /api/v2/, so the
  // security headers an API answer gets, not a page's nonces), and none of the portal's work.
  app.get('/api/v2/__bench/floor', () => FLOOR_ITEMS);
  const stop = () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  console.log('bench api ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
