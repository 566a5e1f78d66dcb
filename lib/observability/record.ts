import { SpanStatusCode, trace } from '@opentelemetry/api';
import { metrics } from './state';

/**
 * What the application counts (docs/operations.md, "Metrics"), one function per event so the
 * code that has the event says what happened in one line and the label values stay in this file.
 */

export type ProviderOutcome = 'ok' | 'error' | 'timeout' | 'too_large';

/** The resource a provider path reads: its first segment (`/news/3` → `news`), a fixed set. */
export function providerResource(path: string): string {
  const first = /^\/?([a-z][a-z0-9_-]{0,40})/i.exec(path)?.[1];
  return first ? first.toLowerCase() : 'other';
}

// A no-op until lib/observability/tracing.ts registers a tracer provider
// (OTEL_EXPORTER_OTLP_ENDPOINT set).
const tracer = trace.getTracer('inwrdam-site');

/**
 * Runs one provider call inside a span named after its resource, and counts it with its
 * duration. `classify` says which outcome an error was (a "not found" answer is `ok`: the
 * provider answered).
 */
export function observeProviderCall<T>(
  path: string,
  method: string,
  call: () => Promise<T>,
  classify: (error: unknown) => ProviderOutcome,
): Promise<T> {
  const resource = providerResource(path);
  return tracer.startActiveSpan(
    `provider ${method} ${resource}`,
    { attributes: { 'provider.resource': resource, 'http.request.method': method } },
    async (span) => {
      const end = metrics().providerDuration.startTimer({ resource });
      let outcome: ProviderOutcome = 'ok';
      try {
        return await call();
      } catch (error) {
        outcome = classify(error);
        if (outcome !== 'ok') {
          span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        }
        throw error;
      } finally {
        end();
        metrics().providerCalls.inc({ resource, outcome });
        span.setAttribute('provider.outcome', outcome);
        span.end();
      }
    },
  );
}

export type UploadForm = 'tender' | 'vacancy' | 'internship';

/** The reason an upload was refused, from the status the pipeline answered with. */
const REFUSALS: Record<number, string> = {
  400: 'malformed',
  403: 'forbidden',
  404: 'not_found',
  409: 'closed',
  413: 'too_large',
  415: 'unsupported_type',
  422: 'invalid',
  429: 'rate_limited',
  500: 'error',
  502: 'provider_failed',
  504: 'provider_timeout',
  507: 'storage_full',
};

export function recordUpload(form: UploadForm, status: number): void {
  const outcome = status < 300 ? 'accepted' : (REFUSALS[status] ?? 'error');
  metrics().uploads.inc({ form, outcome });
}

/** Times one search answered from a language's index. */
export function searchTimer(locale: string): () => void {
  const { searchQueries, searchDuration } = metrics();
  const end = searchDuration.startTimer({ locale });
  return () => {
    end();
    searchQueries.inc({ locale });
  };
}

const REVALIDATION_RESULTS: Record<number, string> = {
  200: 'ok',
  400: 'bad_request',
  401: 'unauthorized',
  413: 'too_large',
  429: 'rate_limited',
  502: 'purge_failed',
  503: 'unavailable',
};

export function recordRevalidation(status: number): void {
  metrics().revalidations.inc({ result: REVALIDATION_RESULTS[status] ?? 'error' });
}

export function recordEdgePurge(ok: boolean): void {
  metrics().edgePurges.inc({ result: ok ? 'ok' : 'error' });
}
