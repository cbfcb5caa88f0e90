/**
 * The benchmark's API process: the real app (`buildApp`) on loopback, plus bench-only routes
 * that record the SQL the app sends while one request runs, so the benchmark can drive exactly
 * those statements straight through the driver, and that answer those statements over HTTP with
 * none of the portal's work (the floor with a call's statements). Never part of the shipped server.
 */
import { CompiledQuery } from 'kysely';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createDatabase } from '../../server/db/connect';
import { freshWrites, type CapturedQuery } from './capturedQuery';
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
  // The floor with a call's statements: the same hop and hooks as the floor, the statements the
  // API sent for the call through its own database handle, and the last one's rows as the answer.
  // What is left between this and the statements alone is HTTP's, not the portal's.
  const replays: CapturedQuery[][] = [];
  app.post<{ Body: CapturedQuery[] }>('/__bench/replay', (request) => {
    replays.push(request.body.map(freshWrites));
    return { id: replays.length - 1 };
  });
  app.get<{ Params: { id: string } }>('/api/v2/__bench/replay/:id', async (request, reply) => {
    const queries = replays[Number(request.params.id)];
    if (!queries) {
      return reply.code(404).send();
    }
    let rows: unknown[] = [];
    for (const query of queries) {
      ({ rows } = await db.executeQuery(CompiledQuery.raw(query.sql, query.parameters)));
    }
    return rows;
  });
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
