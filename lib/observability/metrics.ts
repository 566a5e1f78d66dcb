import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type Gauge as GaugeType,
} from 'prom-client';

/**
 * Readings taken when Prometheus scrapes, not on every request: set by
 * lib/observability/register.ts, which knows DATA_DIR and the search indexes.
 */
export interface ScrapeSources {
  dataDir?: () => Promise<{ freeBytes: number; sizeBytes: number }>;
  searchIndex?: () => { ready: boolean; documents: number };
}

// Request durations from a cached page (a few ms) to a slow render or upload (tens of seconds).
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const PROVIDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16];
const SEARCH_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
// Visitors' Core Web Vitals (lib/vitals/): around their "good" and "poor" thresholds
// (LCP 2.5 and 4 s, INP 0.2 and 0.5 s, CLS 0.1 and 0.25), so that a p75 near them is read closely.
const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20];
const INP_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5];
const CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];
/** A page type of lib/vitals/page-type.ts and a language of the site: a few dozen series. */
const VITALS_LABELS = ['page_type', 'locale'] as const;

/**
 * The names and labels are a contract with the alert rules (deploy/prometheus/) and
 * docs/operations.md, "Metrics". Every label takes few values: a route is Next's pattern
 * (`/[locale]/news/[id]`), never a path; a resource is the provider's first path segment.
 */
export function createMetrics(sources: ScrapeSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    sources,
    httpDuration: new Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time from the request to the last byte of the answer, by route pattern.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    pageCache: new Counter({
      name: 'site_page_cache_total',
      help: "Answers with Next's x-nextjs-cache header, by route pattern and outcome.",
      labelNames: ['route', 'outcome'] as const,
      registers,
    }),
    providerCalls: new Counter({
      name: 'site_provider_calls_total',
      help: 'Calls to the content provider, by resource and outcome.',
      labelNames: ['resource', 'outcome'] as const,
      registers,
    }),
    providerDuration: new Histogram({
      name: 'site_provider_call_duration_seconds',
      help: 'Duration of a call to the content provider, body read included.',
      labelNames: ['resource'] as const,
      buckets: PROVIDER_BUCKETS,
      registers,
    }),
    uploads: new Counter({
      name: 'site_uploads_total',
      help: 'Submissions of the upload forms, accepted or refused with the reason.',
      labelNames: ['form', 'outcome'] as const,
      registers,
    }),
    searchQueries: new Counter({
      name: 'site_search_queries_total',
      help: 'Searches answered, by language.',
      labelNames: ['locale'] as const,
      registers,
    }),
    searchDuration: new Histogram({
      name: 'site_search_duration_seconds',
      help: 'Time to answer a search, by language, waiting for an index being built included.',
      labelNames: ['locale'] as const,
      buckets: SEARCH_BUCKETS,
      registers,
    }),
    revalidations: new Counter({
      name: 'site_revalidations_total',
      help: 'Calls of the revalidation webhook, by result.',
      labelNames: ['result'] as const,
      registers,
    }),
    visitorLcp: new Histogram({
      name: 'site_visitor_lcp_seconds',
      help: "Largest contentful paint of real visits (the site's beacon), by page type and language.",
      labelNames: VITALS_LABELS,
      buckets: LCP_BUCKETS,
      registers,
    }),
    visitorInp: new Histogram({
      name: 'site_visitor_inp_seconds',
      help: 'Interaction to next paint of real visits, by page type and language.',
      labelNames: VITALS_LABELS,
      buckets: INP_BUCKETS,
      registers,
    }),
    visitorCls: new Histogram({
      name: 'site_visitor_cls',
      help: 'Cumulative layout shift of real visits, by page type and language.',
      labelNames: VITALS_LABELS,
      buckets: CLS_BUCKETS,
      registers,
    }),
    vitalsBeacons: new Counter({
      name: 'site_vitals_beacons_total',
      help: "Beacons of visitors' Core Web Vitals, recorded or refused (the status sent back).",
      labelNames: ['outcome'] as const,
      registers,
    }),
    edgePurges: new Counter({
      name: 'site_edge_purges_total',
      help: 'Purges sent to the edge cache after a revalidation, by result.',
      labelNames: ['result'] as const,
      registers,
    }),
  };
  new Gauge({
    name: 'site_search_index_ready',
    help: "1 when every language's search index is built, 0 before.",
    registers,
    collect(this: GaugeType) {
      const index = sources.searchIndex?.();
      if (index) this.set(index.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'site_search_index_documents',
    help: 'Documents in the search indexes of every language.',
    registers,
    collect(this: GaugeType) {
      const index = sources.searchIndex?.();
      if (index) this.set(index.documents);
    },
  });
  // One statfs and the quota's kept size (summed at most every 10 s) per scrape, for both gauges.
  let reading: Promise<{ freeBytes: number; sizeBytes: number } | null> | null = null;
  const readDataDir = () =>
    (reading ??= (sources.dataDir?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => setTimeout(() => (reading = null), 1_000).unref()));
  new Gauge({
    name: 'site_data_dir_free_bytes',
    help: 'Free space an unprivileged process may use on the file system of DATA_DIR.',
    registers,
    async collect(this: GaugeType) {
      const reading = await readDataDir();
      if (reading) this.set(reading.freeBytes);
    },
  });
  new Gauge({
    name: 'site_data_dir_size_bytes',
    help: 'Size of the submissions and uploads kept under DATA_DIR.',
    registers,
    async collect(this: GaugeType) {
      const reading = await readDataDir();
      if (reading) this.set(reading.sizeBytes);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `2xx`…`5xx`. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
