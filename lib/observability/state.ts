import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { createLogger } from './logger';
import { createMetrics, type Metrics } from './metrics';
import type { RequestContext } from './types';

interface State {
  requests: AsyncLocalStorage<RequestContext>;
  logger: Logger;
  metrics: Metrics;
}

/**
 * Next bundles instrumentation.ts, each page and each route handler apart, each with its own copy
 * of this module: the logger, the registry and the request context live on `globalThis`, once
 * per process, where every copy finds them (as lib/search/service.ts does with its indexes).
 */
const KEY = Symbol.for('inwrdam.observability');

function state(): State {
  const global = globalThis as { [KEY]?: State };
  if (!global[KEY]) {
    const requests = new AsyncLocalStorage<RequestContext>();
    global[KEY] = { requests, logger: createLogger(requests), metrics: createMetrics() };
  }
  return global[KEY];
}

/** The process's JSON logger; lines written inside a request carry its id. */
export function logger(): Logger {
  return state().logger;
}

/** The process's metrics (docs/operations.md, "Metrics"). */
export function metrics(): Metrics {
  return state().metrics;
}

export function requestContexts(): AsyncLocalStorage<RequestContext> {
  return state().requests;
}

/** The request being served, if any. */
export function currentRequest(): RequestContext | undefined {
  return state().requests.getStore();
}
