import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedProxyHops } from '@/lib/client-address';
import { clientAddress, maskAddress } from './address';
import { statusClass } from './metrics';
import { routeLabel } from './route';
import { logger, metrics, requestContexts } from './state';
import type { RequestContext } from './types';

/** The edge's id (nginx's `$request_id`: 32 hex digits) or another sane token; else a new one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

const OUTCOMES: Record<string, string> = { HIT: 'hit', STALE: 'stale', MISS: 'miss' };

/**
 * Called for each request on Node's `http.server.request.start` channel, before Next sees it
 * (lib/observability/register.ts): gives it an id, answers that id in `X-Request-Id`, makes it
 * the context of everything the request runs (AsyncLocalStorage's `enterWith` on the
 * synchronous path that goes on to Next's handler), and when the answer is sent writes its log
 * line and its metrics. Nothing here reads a file or waits: one `hrtime` and a few header reads.
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  const context: RequestContext = { id: requestId(request.headers['x-request-id']) };
  response.setHeader('X-Request-Id', context.id);
  requestContexts().enterWith(context);
  const socket = request.socket;
  const bytesBefore = socket?.bytesWritten ?? 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // An answer cut short (the client went away) has no status of its own: counted as 499, as
    // nginx logs it.
    const status = response.writableFinished ? response.statusCode : 499;
    const route = routeLabel(request, status);
    const cacheHeader = response.getHeader('x-nextjs-cache');
    const cache = typeof cacheHeader === 'string' ? OUTCOMES[cacheHeader] : undefined;
    const method = request.method ?? 'GET';
    const { httpDuration, pageCache } = metrics();
    httpDuration.observe({ route, method, status_class: statusClass(status) }, seconds);
    if (cache) pageCache.inc({ route, outcome: cache });
    const log = logger();
    if (!log.isLevelEnabled('info')) return;
    log.info(
      {
        requestId: context.id,
        ...(context.traceId ? { traceId: context.traceId } : {}),
        method,
        route,
        status,
        durationMs: Math.round(seconds * 1e4) / 10,
        // On the wire, headers included; a kept-alive socket is counted from this request on.
        bytes: (socket?.bytesWritten ?? bytesBefore) - bytesBefore,
        cache: cache ?? null,
        client: maskAddress(clientAddress(request, trustedProxyHops())),
      },
      'request',
    );
  };
  response.once('finish', finish);
  response.once('close', finish);
}
