import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import config from '../.htmlvalidate.mjs';
import { LOCALES, ROUTES, localized } from './routes';

// Request-level checks: no browser, so a few hundred pages take seconds, not minutes.

const validator = new HtmlValidate(new StaticConfigLoader(config));

/** Runs `work` over `items` with at most `limit` in flight (the server has one core to itself). */
async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const run = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, run));
  return results;
}

/**
 * Internal links that answer a redirect on purpose, each followed to a page that must answer 200:
 * - `/{ar,fr,fa}/about`: the hero's call to action outside English, as the spec gives it; a
 *   permanent redirect (next.config.mjs) takes it to /who-we-are.
 */
const DELIBERATE_REDIRECTS = [/^\/(ar|fr|fa)\/about$/];

/**
 * GET without following redirects, tried once more when the server resets a kept-alive socket
 * (a race of Node's keep-alive timeout on a busy machine, not an answer from the site).
 */
async function get(request: APIRequestContext, url: string, maxRedirects = 0) {
  try {
    return await request.get(url, { maxRedirects });
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return request.get(url, { maxRedirects });
  }
}

async function html(request: APIRequestContext, url: string) {
  const response = await get(request, url);
  return { status: response.status(), body: await response.text() };
}

test.describe('HTML validity', () => {
  for (const locale of LOCALES) {
    test(`every route's HTML in ${locale} passes html-validate`, async ({ request }) => {
      // 36 pages fetched and validated: seconds alone, longer beside the browser tests.
      test.setTimeout(120_000);
      const problems = await pool([...ROUTES], 4, async (route) => {
        const url = localized(locale, route);
        const { status, body } = await html(request, url);
        if (status !== 200) return [`${url}: HTTP ${status}`];
        const report = await validator.validateString(body, url);
        return report.results.flatMap((result) =>
          result.messages.map(
            (message) =>
              `${url}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
          ),
        );
      });
      expect(problems.flat()).toEqual([]);
    });
  }

  test('the localised 404 page passes html-validate too', async ({ request }) => {
    const response = await get(request, '/ar/no-such-page');
    expect(response.status()).toBe(404);
    const report = await validator.validateString(await response.text(), '/ar/no-such-page');
    expect(report.results.flatMap((result) => result.messages.map((m) => m.message))).toEqual([]);
  });
});

test('every internal link on every page of the sitemap answers 200', async ({
  request,
  baseURL,
}) => {
  // A few hundred pages and their links, four at a time.
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  // The sitemap is built for this server's origin (scripts/e2e.mjs sets SITE_URL).
  expect(pages.length).toBeGreaterThan(ROUTES.length);
  expect(pages.every((page) => page.startsWith(origin))).toBe(true);

  /** Where each internal link was found, for a readable failure. */
  const foundOn = new Map<string, string>();
  const crawled = await pool(pages, 4, async (page) => {
    const { status, body } = await html(request, page);
    for (const [, href] of body.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
      const decoded = href!.replaceAll('&amp;', '&');
      const url = new URL(decoded, page);
      if (url.origin !== origin) continue;
      url.hash = '';
      if (!foundOn.has(url.href)) foundOn.set(url.href, page);
    }
    return status === 200 ? null : `${page}: HTTP ${status} (listed in the sitemap)`;
  });

  const links = [...foundOn.keys()].filter((link) => !pages.includes(link));
  const broken = await pool(links, 4, async (link) => {
    const redirects = DELIBERATE_REDIRECTS.some((pattern) => pattern.test(new URL(link).pathname));
    const response = await get(request, link, redirects ? 3 : 0);
    return response.status() === 200
      ? null
      : `${link}: HTTP ${response.status()} (linked from ${foundOn.get(link)})`;
  });
  expect([...crawled, ...broken].filter(Boolean)).toEqual([]);
});

test.describe('what the first HTML asks the browser for first', () => {
  /** The `<link rel="preload" as="image">` tags of a page, as written. */
  const imagePreloads = (body: string) =>
    [...body.matchAll(/<link rel="preload"[^>]*as="image"[^>]*>/g)].map((match) => match[0]);

  for (const [url, picture] of [
    ['/news/1', '%2Fcontent%2Fnews%2F1.webp'],
    ['/ar/news/1', '%2Fcontent%2Fnews%2F1.webp'],
    ['/', '%2Fcontent%2Fsliders%2F1.webp'],
  ] as const) {
    test(`${url}: its largest picture at high priority, the logo not preloaded`, async ({
      request,
    }) => {
      const { status, body } = await html(request, url);
      expect(status).toBe(200);
      const preloads = imagePreloads(body);
      // The page's largest picture (the lead image, the hero's first slide) and its preload are
      // fetched at high priority; the logo, a small picture, does not compete with it.
      expect(preloads.filter((tag) => tag.includes(picture))).toEqual([
        expect.stringContaining('fetchPriority="high"'),
      ]);
      expect(preloads.filter((tag) => tag.includes('/brand/logo.svg'))).toEqual([]);
      const leadImage = [...body.matchAll(/<img\b[^>]*>/g)]
        .map((match) => match[0])
        .find((tag) => tag.includes(picture));
      expect(leadImage).toContain('fetchPriority="high"');
    });
  }
});
