import { expect, test, type APIResponse } from '@playwright/test';
import pkg from '../package.json';
import { ROUTES, localized } from './routes';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "connect-src 'self'",
  ]) {
    expect(csp, response.url()).toContain(directive);
  }
  expect(csp).toMatch(/img-src 'self' data: blob:(;|$| )/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
  // The suite serves plain HTTP, where HSTS has no meaning (it is sent for an https SITE_URL).
  expect(headers['strict-transport-security']).toBeUndefined();
}

test.describe('response headers', () => {
  test('a statically generated page carries the security headers and a CDN-friendly lifetime', async ({
    request,
  }) => {
    const response = await request.get('/ar/news/1');
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toMatch(
      /^s-maxage=300, stale-while-revalidate=\d+$/,
    );
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('a list page is cached like a detail page, by the server and by a CDN', async ({
    request,
  }) => {
    const response = await request.get('/ar/news/page/2');
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toMatch(
      /^s-maxage=300, stale-while-revalidate=\d+$/,
    );
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('`/` is the same static page for every visitor, so a CDN may share it', async ({
    request,
  }) => {
    // The stored language is applied in the browser (docs/decisions.md, "Stored language"): a cookie that
    // used to redirect `/` changes nothing any more.
    for (const cookie of ['', 'NEXT_LOCALE=ar']) {
      const home = await request.get('/', { maxRedirects: 0, headers: cookie ? { cookie } : {} });
      expect(home.status()).toBe(200);
      expectSecurityHeaders(home);
      expect(home.headers()['cache-control']).toMatch(/^s-maxage=\d+, stale-while-revalidate/);
      expect(home.headers()['set-cookie']).toBeUndefined();
    }
  });

  test('an API route carries the security headers and is not stored', async ({ request }) => {
    const response = await request.get('/api/health');
    expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('hashed assets are immutable, public files cached for an hour, both with the headers', async ({
    request,
  }) => {
    const html = await (await request.get('/ar')).text();
    const chunk = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(chunk).toBeDefined();
    const asset = await request.get(chunk!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const file = await request.get('/content/placeholder.webp');
    expect(file.status()).toBe(200);
    expectSecurityHeaders(file);
    expect(file.headers()['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
  });
});

test('the health check names the version and build and says the provider answers', async ({
  request,
}) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const health = (await response.json()) as Record<string, unknown>;
  expect(health).toMatchObject({
    status: 'ok',
    version: pkg.version,
    provider: { kind: 'embedded', status: 'up' },
  });
  expect(health.buildId).toEqual(expect.stringMatching(/^\S+$/));
});

test.describe('content security policy in the browser', () => {
  const pages = [
    ...ROUTES.map((route) => localized('en', route)),
    ...['/', '/news', '/news/1', '/tenders/1', '/members', '/who-we-are-map'].map((route) =>
      localized('ar', route),
    ),
  ];

  test('no page logs a policy violation', async ({ page }) => {
    test.setTimeout(180_000);
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
        );
      });
    });
    let current = '';
    page.on('console', (message) => {
      const text = message.text();
      if (/CSP violation|Content Security Policy|Permissions-Policy|Refused to/i.test(text)) {
        violations.push(`${current}: ${text}`);
      }
    });
    for (const url of pages) {
      current = url;
      await page.goto(url, { waitUntil: 'networkidle' });
    }
    expect(violations).toEqual([]);

    // The detector itself works: an image from a host the policy does not name is reported.
    current = 'control';
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'https://not-allowed.example/pixel.png';
      document.body.append(image);
    });
    await expect.poll(() => violations.join('\n')).toContain('img-src');
  });
});
