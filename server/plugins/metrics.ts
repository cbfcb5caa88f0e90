import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/apiError';
import { createMetrics, type Metrics } from '../lib/metrics';
import { bearsMetricsToken } from '../lib/metricsToken';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * Every answer observed once (method, route pattern, status, seconds), and the Prometheus text
 * at `/api/metrics` to a scraper that sends `METRICS_TOKEN` as its bearer token. Without the token
 * configured the route does not exist; `METRICS_PORT` serves the same text on a port of its own
 * (server/metricsServer.ts, loopback unless `METRICS_HOST` says otherwise), never the public one.
 */
function metricsPlugin(app: FastifyInstance): void {
  const metrics = createMetrics(app.db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const token = app.config.metricsToken;
  if (token) {
    app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearsMetricsToken(request.headers.authorization, token)) {
        throw ApiError.unauthorized();
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
