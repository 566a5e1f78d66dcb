import type { AsyncLocalStorage } from 'node:async_hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type Span,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import type { RequestContext } from './types';

/**
 * Writes the trace id of a request's first span (Next's `BaseServer.handleRequest`) into the
 * request's context, so its log line names the trace (lib/observability/requests.ts).
 */
function traceIdsOfRequests(requests: AsyncLocalStorage<RequestContext>): SpanProcessor {
  return {
    onStart(span: Span) {
      const request = requests.getStore();
      if (request && !request.traceId) request.traceId = span.spanContext().traceId;
    },
    onEnd() {},
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
}

/**
 * Exports traces over OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT` (the exporter appends
 * `/v1/traces` and reads the other `OTEL_EXPORTER_OTLP_*` settings itself:
 * https://opentelemetry.io/docs/specs/otel/protocol/exporter/). Registered globally, the
 * provider receives Next's own spans (https://nextjs.org/docs/app/guides/open-telemetry) and
 * the provider calls' (lib/observability/record.ts). Imported only when the endpoint is set
 * (lib/observability/register.ts): without it nothing of the SDK is loaded.
 */
export function startTracing(
  requests: AsyncLocalStorage<RequestContext>,
  version: string,
): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME?.trim() || 'inwrdam-site',
      'service.version': version,
    }),
    // Spans leave in batches from a timer (every 5 s by default), never on the request's path.
    spanProcessors: [traceIdsOfRequests(requests), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}
