// The browser's half of the visitors' Core Web Vitals: `/vitals.js` (app/vitals.js/route.ts) is
// web-vitals' own build followed by startBeacon's source, called with it. Loaded after the page's
// load event by components/layout/VitalsLoader.tsx, so nothing of it stands before the paint.

/** Where the beacons go: the site itself (app/api/vitals/route.ts), never a third party. */
export const BEACON_ENDPOINT = '/api/vitals';

export interface Metric {
  name: string;
  value: number;
}

/** The part of web-vitals used: each callback gets the metric's final (or latest) value. */
export interface WebVitals {
  onLCP(report: (metric: Metric) => void): void;
  onINP(report: (metric: Metric) => void): void;
  onCLS(report: (metric: Metric) => void): void;
}

/**
 * Keeps each metric's latest value and sends those not yet sent when the page is hidden or left
 * (where web-vitals reports INP and CLS), in one beacon: the path of the page loaded and at most
 * one value per metric per page load, so that a visit counts once in each histogram. Serialised
 * into `/vitals.js` with Function.prototype.toString: it may use nothing outside its parameters.
 */
export function startBeacon(
  webVitals: WebVitals,
  endpoint: string,
  path: string,
  send: (url: string, body: string) => boolean,
  target: Pick<Window, 'addEventListener'> & { document: Pick<Document, 'visibilityState'> },
): void {
  const pending: Record<string, number> = {};
  const sent: Record<string, true> = {};
  const keep = (metric: Metric) => {
    if (!sent[metric.name]) pending[metric.name] = metric.value;
  };
  const flush = () => {
    const names = Object.keys(pending);
    if (names.length === 0) return;
    const metrics: Record<string, number> = {};
    for (const name of names) {
      metrics[name] = pending[name]!;
      sent[name] = true;
      delete pending[name];
    }
    send(endpoint, JSON.stringify({ path, metrics }));
  };
  webVitals.onLCP(keep);
  webVitals.onINP(keep);
  webVitals.onCLS(keep);
  // Registered after web-vitals' own listeners, so their last values are in before the send.
  target.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
  target.addEventListener('pagehide', flush);
}
