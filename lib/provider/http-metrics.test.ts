/** @jest-environment node */
import { metrics } from '@/lib/observability/state';
import { providerRequest } from './http';

const realFetch = global.fetch;

beforeEach(() => {
  process.env.PROVIDER_API_URL = 'https://api.example.org/api/';
});

afterEach(() => {
  global.fetch = realFetch;
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
  delete process.env.PROVIDER_MAX_RESPONSE_BYTES;
});

function answer(impl: (init: RequestInit) => Promise<Response>) {
  global.fetch = ((_url: URL, init: RequestInit) => impl(init)) as unknown as typeof fetch;
}

async function calls(resource: string, outcome: string): Promise<number> {
  const { values } = await metrics().providerCalls.get();
  return (
    values.find((v) => v.labels.resource === resource && v.labels.outcome === outcome)?.value ?? 0
  );
}

describe('provider call metrics', () => {
  it('count each call by resource and outcome, a "not found" answer as ok', async () => {
    answer(async () => Response.json({ success: true, data: {} }));
    await providerRequest({ path: '/news/3', locale: 'en' });
    answer(async () => Response.json({ success: false }, { status: 404 }));
    await providerRequest({ path: '/news/99', locale: 'en' }).catch(() => undefined);
    expect(await calls('news', 'ok')).toBe(2);

    process.env.PROVIDER_TIMEOUT_MS = '30';
    answer(
      (init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await providerRequest({ path: '/tenders', locale: 'fr' }).catch(() => undefined);
    expect(await calls('tenders', 'timeout')).toBe(1);

    process.env.PROVIDER_MAX_RESPONSE_BYTES = '10';
    answer(async () => Response.json({ success: true, data: 'x'.repeat(100) }));
    await providerRequest({ path: '/projects', locale: 'ar' }).catch(() => undefined);
    expect(await calls('projects', 'too_large')).toBe(1);

    delete process.env.PROVIDER_MAX_RESPONSE_BYTES;
    answer(async () => Response.json({ message: 'boom' }, { status: 500 }));
    await providerRequest({ path: '/events?x=1', locale: 'en' }).catch(() => undefined);
    expect(await calls('events', 'error')).toBe(1);

    const durations = await metrics().providerDuration.get();
    const news = durations.values.find(
      (v) =>
        v.metricName === 'site_provider_call_duration_seconds_count' &&
        v.labels.resource === 'news',
    );
    expect(news?.value).toBe(2);
  });
});
