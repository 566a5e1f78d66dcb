import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDGE, HTTP } from './edge';

// The instances serve their metrics on a private port (docs/operations.md, "Metrics"): nothing of
// them is reachable through the public edge, over https or http.
test('/metrics through the edge is the site’s 404, never the metrics', async ({ request }) => {
  for (const url of ['/metrics', '/metrics?format=prometheus', '/ar/metrics']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const body = await response.text();
    expect(body, url).not.toContain('# TYPE');
    expect(body, url).not.toContain('site_http_request_duration_seconds');
  }
  const plain = await request.get(`${HTTP}/metrics`, { maxRedirects: 0 });
  expect(plain.status()).toBe(301);
});

// nginx makes the id (`$request_id`), the instance logs it and the client gets it back; a
// client's own X-Request-Id is replaced.
test("each request carries the edge's id to the instance's log line and back", async ({
  request,
}) => {
  const response = await request.get(`/edge-request-id-${Date.now()}`, {
    headers: { 'X-Request-Id': 'chosen-by-the-client' },
  });
  expect(response.status()).toBe(404);
  const id = response.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  const logs = [1, 2].map((n) => path.join(EDGE.stateDir, `instance-${n}.log`));
  await expect
    .poll(() =>
      logs
        .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((line) => line.msg === 'request' && line.requestId === id),
    )
    .toMatchObject({ route: '/[locale]/[...missing]', status: 404 });
});
