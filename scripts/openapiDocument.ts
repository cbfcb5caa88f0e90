import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { Database } from '../server/db/database';

/**
 * The API's OpenAPI document as the server serves it, built without a database: the document
 * comes from the route declarations alone, and no route runs.
 */
export async function openapiDocument(): Promise<unknown> {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  // Nothing is signed, served or stored: a placeholder secret, no static files.
  const config = { ...readConfig({ JWT_SECRET: 'document-only'.repeat(4) }), staticDir: undefined };
  const app = await buildApp({ config, db });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return document;
}
