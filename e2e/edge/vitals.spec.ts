import { expect, test, type APIRequestContext } from '@playwright/test';
import { HTTPS, edgeCache, stackStatus } from './edge';

// Real visitors' Core Web Vitals (app/api/vitals): the beacon goes through nginx and Varnish to an
// instance every time, never cached, and lands in the instances' histograms.

/** Visits of Arabic detail pages counted by both instances' LCP histograms. */
async function arabicDetailVisits(request: APIRequestContext) {
  let total = 0;
  for (const { role, metricsPort } of stackStatus().processes) {
    if (!role.startsWith('instance-') || !metricsPort) continue;
    const text = await (await request.get(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const line = text
      .split('\n')
      .find((row) =>
        row.startsWith('site_visitor_lcp_seconds_count{page_type="detail",locale="ar"}'),
      );
    total += line ? Number(line.split(' ').pop()) : 0;
  }
  return total;
}

test('a beacon is passed to an instance each time, never kept, and counted', async ({
  request,
}) => {
  const before = await arabicDetailVisits(request);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const answer = await request.post('/api/vitals', {
      data: JSON.stringify({ path: '/ar/news/1', metrics: { LCP: 1700 } }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: HTTPS },
    });
    expect(answer.status()).toBe(204);
    expect(edgeCache(answer)).toBe('PASS');
  }
  await expect.poll(() => arabicDetailVisits(request)).toBe(before + 2);
  // Garbage through the edge: refused by the instance, and nothing counted.
  const garbage = await request.post('/api/vitals', {
    data: 'x'.repeat(5000),
    headers: { 'content-type': 'text/plain', origin: HTTPS },
  });
  expect(garbage.status()).toBe(413);
  expect(await arabicDetailVisits(request)).toBe(before + 2);
});
