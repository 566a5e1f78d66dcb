/** @jest-environment node */
import { createServer } from 'node:net';
import { registerObservability } from './register';

// Records whether the tracing module (and with it the OpenTelemetry SDK and exporter) is loaded.
let mockTracingLoaded = false;
const mockStartTracing = jest.fn();
jest.mock('./tracing', () => {
  mockTracingLoaded = true;
  return { startTracing: mockStartTracing };
});

const REGISTERED = Symbol.for('inwrdam.observability.registered');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[REGISTERED];
});

const NAMES = [
  'site_http_request_duration_seconds',
  'site_page_cache_total',
  'site_provider_calls_total',
  'site_provider_call_duration_seconds',
  'site_uploads_total',
  'site_search_queries_total',
  'site_search_duration_seconds',
  'site_revalidations_total',
  'site_edge_purges_total',
  'site_search_index_ready',
  'site_search_index_documents',
  'site_data_dir_free_bytes',
  'site_data_dir_size_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

describe('registerObservability', () => {
  it('serves /metrics on METRICS_PORT, on loopback, and nothing else there', async () => {
    const port = await freePort();
    const { metricsServer } = await registerObservability({
      NODE_ENV: 'test',
      METRICS_PORT: String(port),
    });
    let metrics: Response | undefined;
    for (let attempt = 0; attempt < 50 && !metrics; attempt += 1) {
      metrics = await fetch(`http://127.0.0.1:${port}/metrics`).catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return undefined;
      });
    }
    expect(metrics?.status).toBe(200);
    expect(metrics?.headers.get('content-type')).toContain('text/plain');
    const text = (await metrics?.text()) ?? '';
    for (const name of NAMES) expect(text).toContain(`# TYPE ${name} `);
    // Read at the scrape: statfs of DATA_DIR gives a number.
    expect(text).toMatch(/^site_data_dir_free_bytes \d+/m);
    expect(text).toMatch(/^site_search_index_ready 0/m);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics/x`)).status).toBe(404);
    metricsServer?.closeAllConnections();
    await new Promise((resolve) => metricsServer?.close(resolve));
  });

  it('loads nothing of OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    await registerObservability({ NODE_ENV: 'test' });
    expect(mockTracingLoaded).toBe(false);
    expect(mockStartTracing).not.toHaveBeenCalled();
  });

  it('starts the exporter when the endpoint is set', async () => {
    await registerObservability({
      NODE_ENV: 'test',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318',
    });
    expect(mockTracingLoaded).toBe(true);
    expect(mockStartTracing).toHaveBeenCalledTimes(1);
  });
});
