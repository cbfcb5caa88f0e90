import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `METRICS_PORT`: the Prometheus text at `/metrics` on a port of its own, for a scraper on the
 * internal network; nothing else is served there, and the public port never serves it.
 */
export function metricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(503).end(),
    );
  });
}
