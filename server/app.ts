import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/database';
import authPlugin from './plugins/auth';
import backgroundWorkPlugin from './plugins/backgroundWork';
import clientAuthPlugin from './plugins/clientAuth';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import closingPlugin from './plugins/closing';
import errorsPlugin from './plugins/errors';
import { answerClientError, answerFrameworkError } from './plugins/frameworkErrors';
import idempotencyPlugin from './plugins/idempotency';
import languagePlugin from './plugins/language';
import requestAddressPlugin from './plugins/requestAddress';
import metricsPlugin from './plugins/metrics';
import jsonBodiesPlugin from './plugins/jsonBodies';
import unstorableTextPlugin from './plugins/unstorableText';
import openapiPlugin from './plugins/openapi';
import rateLimitsPlugin from './plugins/rateLimits';
import readinessPlugin from './plugins/readiness';
import requestLogPlugin from './plugins/requestLog';
import schemasPlugin from './plugins/schemas';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import { loadResourceMappings } from './lib/loadResourceMappings';
import { logOptions } from './lib/logOptions';
import { requestIdFor } from './lib/requestId';
import type { ResourceMapping } from './lib/resourceMapping';
import { registerResourceRoutes } from './lib/resourceRoutes';
import healthRoute from './routes/health';
import v2Routes from './routes/v2';

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  logger?: boolean;
  /** Where log lines go (a test reads them); unset: standard output. */
  logStream?: { write(line: string): void };
  /** Resources served besides those in `server/repositories/resources/` (a test's fixture). */
  resources?: ResourceMapping[];
  /** Listening before the start-up migrations: not ready until `readiness.starting` is cleared. */
  starting?: boolean;
}

/** Fastify's form of `Config.trustProxy`: a hop count becomes proxy-addr's hop test. */
function trustedProxies(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The whole API as one instance; `server.ts` starts it and tests call `inject` on it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? {
          ...logOptions(options.config),
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    genReqId: requestIdFor(options.config.trustProxy),
    // Only the configured proxies' X-Forwarded-For is believed (none by default): request.ip,
    // the rate limits' address and the audit log's ip all read it.
    trustProxy: trustedProxies(options.config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Spec section 7 writes most paths with a trailing slash and a few without (`mail`,
    // `feedback/issues/{uuid}`, `case-managers/{id}/charges`): each route answers both forms.
    routerOptions: { ignoreTrailingSlash: true },
    // plugins/closing.ts answers while closing, in the API's envelope and language.
    return503OnClosing: false,
  });
  const resources = [...(await loadResourceMappings()), ...(options.resources ?? [])];
  // Before any hook that may refuse, so that every answer carries its request id.
  await app.register(requestLogPlugin);
  // First of the others, so that every later hook, the rate limiter's included, answers in the reader's language.
  await app.register(languagePlugin);
  await app.register(requestAddressPlugin);
  await app.register(dbPlugin, { db: options.db, config: options.config });
  await app.register(metricsPlugin);
  await app.register(backgroundWorkPlugin);
  await app.register(schemasPlugin, {
    extra: resources.flatMap((resource) => resource.schemas ?? []),
  });
  await app.register(errorsPlugin);
  await app.register(closingPlugin);
  await app.register(readinessPlugin, { starting: options.starting ?? false });
  await app.register(jsonBodiesPlugin);
  await app.register(unstorableTextPlugin);
  await app.register(securityPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin, { secret: options.config.jwtSecret });
  await app.register(clientAuthPlugin);
  // Last of the hooks: every other onSend sees the plain answer.
  await app.register(compressionPlugin);
  healthRoute(app);
  await app.register(
    (api, _opts, done) => {
      for (const resource of resources) {
        registerResourceRoutes(api, resource);
      }
      v2Routes(api);
      done();
    },
    { prefix: '/api/v2' },
  );
  if (options.config.staticDir) {
    await app.register(spaPlugin, { root: options.config.staticDir });
  }
  return app;
}
