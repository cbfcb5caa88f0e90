import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}

/** Makes the database and configuration available to every route; the caller owns both. */
function dbPlugin(app: FastifyInstance, options: { db: Kysely<Database>; config: Config }): void {
  app.decorate('db', options.db);
  app.decorate('config', options.config);
}

export default fp(dbPlugin, { name: 'db' });
