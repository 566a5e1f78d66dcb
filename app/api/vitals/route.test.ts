/** @jest-environment node */
import { metrics } from '@/lib/observability/state';
import { POST } from './route';

const SITE = 'http://localhost:3000';

function beacon(body: string, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/vitals`, {
    method: 'POST',
    body,
    headers: {
      origin: SITE,
      host: 'localhost:3000',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
  });
}

/** Every sample of the visitors' histograms and the beacons' counter, as Prometheus reads them. */
async function recorded() {
  const m = metrics();
  const values = async (metric: {
    get(): Promise<{ values: { labels: object; value: number; metricName?: string }[] }>;
  }) => (await metric.get()).values.filter((v) => v.value > 0);
  return {
    lcpCount: (await values(m.visitorLcp)).filter((v) => v.metricName?.endsWith('_count')),
    inpSum: (await values(m.visitorInp)).filter((v) => v.metricName?.endsWith('_sum')),
    cls: (await values(m.visitorCls)).filter((v) => v.metricName?.endsWith('_count')),
    beacons: await values(m.vitalsBeacons),
  };
}

beforeEach(() => {
  process.env.SITE_URL = SITE;
  metrics().registry.resetMetrics();
});

describe('POST /api/vitals', () => {
  it('adds a visit to the histograms of its page type and language, and answers 204', async () => {
    const response = await POST(
      beacon(JSON.stringify({ path: '/ar/news/1', metrics: { LCP: 1800, INP: 250, CLS: 0.02 } })),
    );
    expect(response.status).toBe(204);
    const { lcpCount, inpSum, cls, beacons } = await recorded();
    expect(lcpCount).toEqual([
      expect.objectContaining({ labels: { page_type: 'detail', locale: 'ar' }, value: 1 }),
    ]);
    expect(inpSum).toEqual([expect.objectContaining({ value: 0.25 })]);
    expect(cls).toHaveLength(1);
    expect(beacons).toEqual([
      expect.objectContaining({ labels: { outcome: 'recorded' }, value: 1 }),
    ]);
  });

  it.each([
    [
      'from another site',
      403,
      beacon('{"path":"/","metrics":{"LCP":1}}', { origin: 'https://evil.example' }),
    ],
    [
      'without Origin',
      403,
      new Request(`${SITE}/api/vitals`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'text/plain' },
      }),
    ],
    ['as a form', 415, beacon('path=/', { 'content-type': 'application/x-www-form-urlencoded' })],
    [
      'too large',
      413,
      beacon(JSON.stringify({ path: `/${'a'.repeat(2000)}`, metrics: { LCP: 1 } })),
    ],
    ['garbage', 400, beacon('\u0000\u0001garbage')],
    ['a made-up label', 400, beacon('{"path":"/","metrics":{"LCP":1},"page_type":"x"}')],
  ])('refuses a report %s with %i and records no visit', async (_what, status, request) => {
    const response = await POST(request);
    expect(response.status).toBe(status);
    const { lcpCount, inpSum, cls, beacons } = await recorded();
    expect([...lcpCount, ...inpSum, ...cls]).toEqual([]);
    expect(beacons).toEqual([expect.objectContaining({ value: 1 })]);
    expect(beacons[0]!.labels).not.toEqual({ outcome: 'recorded' });
  });

  it('gives an unknown path the type "other", never a label of its own', async () => {
    await POST(beacon(JSON.stringify({ path: '/xyz/123/abc', metrics: { LCP: 900 } })));
    const { lcpCount } = await recorded();
    expect(lcpCount.map((v) => v.labels)).toEqual([{ page_type: 'other', locale: 'en' }]);
  });
});
