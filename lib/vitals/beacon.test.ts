import { startBeacon, type Metric, type WebVitals } from './beacon';

/** A page: web-vitals' callbacks to call by hand, its listeners, and the beacons sent. */
function page() {
  const callbacks: Record<string, (metric: Metric) => void> = {};
  const webVitals: WebVitals = {
    onLCP: (report) => (callbacks.LCP = report),
    onINP: (report) => (callbacks.INP = report),
    onCLS: (report) => (callbacks.CLS = report),
  };
  const listeners: Record<string, (() => void)[]> = {};
  const target = {
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    addEventListener: (type: string, listener: () => void) =>
      (listeners[type] ??= []).push(listener),
  };
  const sent: { url: string; body: unknown }[] = [];
  const send = (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) }), true);
  startBeacon(webVitals, '/api/vitals', '/ar/news/1', send, target as never);
  const fire = (type: string) => listeners[type]?.forEach((listener) => listener());
  const hide = () => {
    target.document.visibilityState = 'hidden';
    fire('visibilitychange');
    target.document.visibilityState = 'visible';
  };
  return { callbacks, sent, hide, fire };
}

describe('startBeacon', () => {
  it('sends the latest value of each metric in one beacon when the page is hidden', () => {
    const { callbacks, sent, hide } = page();
    callbacks.LCP!({ name: 'LCP', value: 1500 });
    callbacks.CLS!({ name: 'CLS', value: 0.01 });
    callbacks.CLS!({ name: 'CLS', value: 0.03 });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toEqual([
      { url: '/api/vitals', body: { path: '/ar/news/1', metrics: { LCP: 1500, CLS: 0.03 } } },
    ]);
  });

  it('sends each metric once per page load, and nothing when there is nothing new', () => {
    const { callbacks, sent, hide, fire } = page();
    callbacks.LCP!({ name: 'LCP', value: 1500 });
    hide();
    callbacks.LCP!({ name: 'LCP', value: 1600 });
    callbacks.INP!({ name: 'INP', value: 120 });
    fire('pagehide');
    hide();
    expect(sent.map((beacon) => beacon.body)).toEqual([
      { path: '/ar/news/1', metrics: { LCP: 1500 } },
      { path: '/ar/news/1', metrics: { INP: 120 } },
    ]);
  });

  it('can be serialised: it uses nothing outside its parameters', () => {
    const source = startBeacon.toString();
    const rebuilt = new Function(`return (${source})`)() as typeof startBeacon;
    const sent: string[] = [];
    const listeners: (() => void)[] = [];
    rebuilt(
      { onLCP: (report) => report({ name: 'LCP', value: 900 }), onINP: () => {}, onCLS: () => {} },
      '/api/vitals',
      '/',
      (_url, body) => (sent.push(body), true),
      {
        document: { visibilityState: 'hidden' },
        addEventListener: (_t: string, l: () => void) => listeners.push(l),
      } as never,
    );
    listeners[0]!();
    expect(sent).toEqual(['{"path":"/","metrics":{"LCP":900}}']);
  });
});
