import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

/**
 * `METRICS_PORT` and `METRICS_HOST` (loopback unless told): where this instance answers
 * Prometheus, apart from the site's own port so that `/metrics` never reaches the public.
 * Unset or invalid port: no metrics server.
 */
export function metricsAddress(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.METRICS_PORT?.trim());
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) return null;
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** A small server answering `GET /metrics` in Prometheus' text format, and 404 otherwise. */
export function createMetricsServer(registry: Registry): Server {
  return createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (body) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
}
