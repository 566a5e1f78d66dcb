import { expect, test, type APIRequestContext } from '@playwright/test';
import { EDGE, stackStatus } from './edge';

// Prometheus, started by `stack.mjs up`, scrapes every part of the stack: the instances' own
// metrics (each instance's METRICS_PORT) and the exporters of Varnish, nginx and Redis
// (deploy/prometheus/prometheus.yml), and has loaded the site's rules.
const PROMETHEUS = `http://127.0.0.1:${EDGE.prometheus}`;

interface Target {
  labels: { job: string; role?: string };
  scrapeUrl: string;
  health: 'up' | 'down' | 'unknown';
  lastError: string;
}

async function targets(request: APIRequestContext, job?: string): Promise<Target[]> {
  const answer = await request.get(`${PROMETHEUS}/api/v1/targets?state=active`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { activeTargets: Target[] } };
  return data.activeTargets.filter((target) => !job || target.labels.job === job);
}

/** Each target as `job url: health (error)`, all up once every scrape has succeeded. */
const report = (list: Target[]) =>
  list.map(
    ({ labels, scrapeUrl, health, lastError }) =>
      `${labels.job} ${scrapeUrl}: ${health}${lastError ? ` (${lastError})` : ''}`,
  );

test('status lists Prometheus and each exporter with its port, and each instance with its metrics port', () => {
  const { processes } = stackStatus();
  const roles = processes.map(({ role }) => role);
  for (const role of ['prometheus', 'varnish-exporter', 'nginx-exporter', 'redis-exporter']) {
    expect(roles).toContain(role);
  }
  expect(processes.find(({ role }) => role === 'prometheus')?.port).toBe(EDGE.prometheus);
  for (const { role, metricsPort } of processes) {
    if (role.startsWith('instance-')) expect(metricsPort).toBeGreaterThan(0);
  }
});

test('Prometheus scrapes the exporters of Varnish, nginx and Redis, and has the site’s rules', async ({
  request,
}) => {
  await expect
    .poll(async () => report(await targets(request)).filter((line) => !line.startsWith('site ')), {
      timeout: 30_000,
    })
    .toEqual([
      expect.stringMatching(/^nginx .*: up$/),
      expect.stringMatching(/^redis .*: up$/),
      expect.stringMatching(/^varnish .*: up$/),
    ]);
  // The exporters read what they should: Varnish's cache counters, nginx's and Redis's own.
  const query = async (expr: string) => {
    const answer = await request.get(`${PROMETHEUS}/api/v1/query`, { params: { query: expr } });
    return ((await answer.json()) as { data: { result: unknown[] } }).data.result.length;
  };
  await expect.poll(() => query('varnish_main_cache_hit'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => query('nginx_up == 1'), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => query('redis_up == 1'), { timeout: 30_000 }).toBe(1);

  const rules = await request.get(`${PROMETHEUS}/api/v1/rules?type=alert`);
  const names = (
    (await rules.json()) as { data: { groups: { rules: { name: string }[] }[] } }
  ).data.groups
    .flatMap((group) => group.rules)
    .map((rule) => rule.name);
  expect(names).toEqual(
    expect.arrayContaining(['SiteInstanceDown', 'SiteSearchNotReady', 'EdgeHitRatioLow']),
  );
});

test('Prometheus scrapes both instances’ metrics', async ({ request }) => {
  await expect
    .poll(async () => report(await targets(request, 'site')), { timeout: 30_000 })
    .toEqual([expect.stringMatching(/^site .*: up$/), expect.stringMatching(/^site .*: up$/)]);
});
