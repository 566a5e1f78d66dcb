import type { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import pino, { type Level, type Logger } from 'pino';
import type { RequestContext } from './types';

const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** `LOG_LEVEL` (pino's level names), `info` when unset or unknown. */
export function logLevel(value = process.env.LOG_LEVEL): Level {
  const level = value?.trim().toLowerCase();
  return LEVELS.find((known) => known === level) ?? 'info';
}

/**
 * One JSON object a line on stdout. `pino.destination` with `sync: false` (sonic-boom) buffers
 * lines and writes them without blocking the request that logged them; pino flushes what is left
 * when the process exits. https://getpino.io/#/docs/asynchronous
 */
export function createLogger(
  requests: AsyncLocalStorage<RequestContext>,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level: logLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // The request a line belongs to, read from the context the request started
      // (lib/observability/requests.ts): no caller has to pass it along.
      mixin() {
        const request = requests.getStore();
        if (!request) return {};
        return request.traceId
          ? { requestId: request.id, traceId: request.traceId }
          : { requestId: request.id };
      },
    },
    destination,
  );
}

/** `[provider] …` at the start of a message names the part of the site that wrote it. */
const COMPONENT = /^\[([a-z-]+)\]\s*/;

/**
 * The application's and Next's own `console.error`/`console.warn`/`console.info`/`console.log`
 * lines become JSON lines of the logger, at their level and with their request's id, so stdout
 * holds nothing else. An Error argument keeps its stack under `err`. Installed by
 * lib/observability/register.ts in the server only: tests and tools keep the plain console.
 */
export function routeConsole(log: Logger, target: Console = console): void {
  const levels = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' };
  for (const [method, level] of Object.entries(levels) as [keyof typeof levels, Level][]) {
    target[method] = (...args: unknown[]) => {
      if (!log.isLevelEnabled(level)) return;
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err));
      const component = COMPONENT.exec(message)?.[1];
      const fields: Record<string, unknown> = {};
      if (component) fields.component = component;
      if (err) fields.err = err;
      // The message keeps its prefix: operators (and the faulty-provider suite) grep for it.
      log[level](fields, message);
    };
  }
}
