import { expect, test } from '@playwright/test';

// Real visitors' Core Web Vitals in a real Chromium: web-vitals is fetched only after the page's
// load event, and a hidden page sends its largest paint to the site itself (app/api/vitals).
test('the beacon loads after the page and reports the largest paint to the site', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url() || request.url()).origin)
      thirdParty.push(request.url());
  });
  await page.goto('/ar/news/1');
  const timing = await page.waitForFunction(() => {
    const script = performance.getEntriesByName(`${location.origin}/vitals.js`)[0];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return script && navigation.loadEventEnd > 0
      ? { script: script.startTime, loaded: navigation.loadEventEnd }
      : null;
  });
  const { script, loaded } = await timing.jsonValue();
  expect(script).toBeGreaterThanOrEqual(loaded);
  // web-vitals reports the largest paint once the page is hidden; so does the beacon.
  await page.waitForFunction(() => 'webVitals' in window);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/vitals') && request.method() === 'POST',
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const beacon = await sent;
  const body = JSON.parse(beacon.postData() ?? '{}') as {
    path: string;
    metrics: Record<string, number>;
  };
  expect(body.path).toBe('/ar/news/1');
  expect(body.metrics.LCP).toBeGreaterThan(0);
  expect((await beacon.response())?.status()).toBe(204);
  expect(thirdParty).toEqual([]);
});
