import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { APP_VERSION } from '@/lib/build-info';
import { storageStatus } from '@/lib/embedded-provider/quota';
import { searchIndexStats } from '@/lib/search/service';
import { routeConsole } from './logger';
import { createMetricsServer, metricsAddress } from './metrics-server';
import { observeRequest } from './requests';
import { logger, metrics, requestContexts } from './state';

const REGISTERED = Symbol.for('inwrdam.observability.registered');

interface RequestStart {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

/**
 * Logs, metrics and traces of this instance (docs/operations.md, "Logs, metrics and traces"),
 * set up once when the server starts (instrumentation.ts).
 */
export async function registerObservability(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ metricsServer: Server | null }> {
  const global = globalThis as { [REGISTERED]?: true };
  if (global[REGISTERED]) return { metricsServer: null };
  global[REGISTERED] = true;
  const log = logger();
  // In production stdout holds JSON lines only; `next dev` keeps its readable console.
  if (env.NODE_ENV === 'production') routeConsole(log);

  const { sources, registry } = metrics();
  sources.searchIndex = searchIndexStats;
  sources.dataDir = async () => {
    const status = await storageStatus();
    return { freeBytes: status.freeBytes, sizeBytes: status.keptBytes };
  };
  const address = metricsAddress(env);
  const metricsServer = address ? createMetricsServer(registry) : null;
  if (metricsServer && address) {
    // The site's server keeps the process alive; this one alone must not.
    metricsServer.unref();
    metricsServer.on('error', (error) => log.error({ err: error }, 'metrics server failed'));
    metricsServer.listen(address.port, address.host, () =>
      log.info({ metrics: `http://${address.host}:${address.port}/metrics` }, 'metrics served'),
    );
  }

  // Published for every request of every http.Server of the process, before its 'request'
  // listener (Next) runs: https://nodejs.org/api/diagnostics_channel.html#http
  subscribe('http.server.request.start', (message) => {
    const { request, response, server } = message as RequestStart;
    if (server !== metricsServer) observeRequest(request, response);
  });

  if (env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) {
    const { startTracing } = await import('./tracing');
    startTracing(requestContexts(), APP_VERSION);
    log.info({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'traces exported over OTLP/HTTP');
  }
  return { metricsServer };
}
