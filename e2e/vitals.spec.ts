import { expect, test } from '@playwright/test';

// Real visitors' Core Web Vitals in a real Chromium: web-vitals is fetched only after the page's
// load event, and a page left sends its largest paint, layout shift and interaction to the site
// itself (app/api/vitals). Playwright does not see a beacon sent by a page being left, so the
// page keeps a copy of what it sends (in localStorage, which outlives it), and the copy is sent
// again to check that the site takes it.
test('the beacon loads after the page, reports the three vitals and the site takes them', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const sent = JSON.parse(localStorage.getItem('test.beacons') ?? '[]') as unknown[];
      localStorage.setItem('test.beacons', JSON.stringify([...sent, { url, body }]));
      return send(url, body);
    };
  });
  await page.goto('/ar/news/1');
  const timing = await page.waitForFunction(() => {
    const script = performance.getEntriesByName(`${location.origin}/vitals.js`)[0];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return script && navigation.loadEventEnd > 0 && 'webVitals' in window
      ? { script: script.startTime, loaded: navigation.loadEventEnd }
      : null;
  });
  const measured = await timing.jsonValue();
  expect(measured?.script).toBeGreaterThanOrEqual(measured?.loaded ?? Infinity);
  // A tap settles the largest paint (web-vitals waits for a trusted input) and is an interaction.
  await page.mouse.click(5, 400);
  await page.waitForTimeout(500);
  await page.goto('/ar/news');
  const beacons = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('test.beacons'))) ?? '[]',
  ) as { url: string; body: string }[];
  const reports = beacons.map(({ url, body }) => {
    expect(url).toBe('/api/vitals');
    return JSON.parse(body) as { path: string; metrics: Record<string, number> };
  });
  expect(reports.every((report) => report.path === '/ar/news/1')).toBe(true);
  const metrics = Object.assign({}, ...reports.map((report) => report.metrics));
  expect(Object.keys(metrics).sort()).toEqual(['CLS', 'INP', 'LCP']);
  expect(metrics.LCP).toBeGreaterThan(0);
  // Each metric once: no report repeats one.
  expect(reports.flatMap((report) => Object.keys(report.metrics))).toHaveLength(3);
  const origin = new URL(page.url()).origin;
  for (const { body } of beacons) {
    const answer = await page.request.post('/api/vitals', {
      data: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin },
    });
    expect(answer.status()).toBe(204);
  }
  expect([...origins]).toEqual([origin]);
});
