import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import { bearsMetricsToken } from './lib/metricsToken';

/**
 * `METRICS_PORT`: the Prometheus text at `/metrics` on a port of its own, for a scraper beside
 * the process (it listens on `METRICS_HOST`, loopback by default); nothing else is served there,
 * and the public port never serves it. With `METRICS_TOKEN` set, this port asks for it too, so
 * opening the port to a network does not open the metrics to everyone on it.
 */
export function metricsServer(registry: Registry, token?: string): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (token && !bearsMetricsToken(request.headers.authorization, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
}
