import { classifyPath } from './page-type';
import { MAX_BEACON_BYTES, parseReport } from './report';

describe('classifyPath', () => {
  it.each([
    ['/', 'home', 'en'],
    ['/ar', 'home', 'ar'],
    ['/news', 'list', 'en'],
    ['/fa/news/page/2', 'list', 'fa'],
    ['/ar/news/1', 'detail', 'ar'],
    ['/cop-news/3', 'detail', 'en'],
    ['/tenders/1', 'tender', 'en'],
    ['/vacancies/1', 'application', 'en'],
    ['/fr/internship', 'application', 'fr'],
    ['/ar/search', 'search', 'ar'],
    ['/who-we-are', 'page', 'en'],
    ['/news/abc', 'other', 'en'],
    ['/news/page/2/3', 'other', 'en'],
    ['/de/news', 'other', 'en'],
    ['/wp-admin/setup.php', 'other', 'en'],
  ])('%s is a %s page in %s', (path, pageType, locale) => {
    expect(classifyPath(path)).toEqual({ pageType, locale });
  });
});

describe('parseReport', () => {
  const body = (value: unknown) => JSON.stringify(value);

  it('keeps the type and language of the page and the three values, not the path', () => {
    const parsed = parseReport(
      body({ path: '/ar/search?q=private words', metrics: { LCP: 1830, INP: 96, CLS: 0.02 } }),
    );
    expect(parsed).toEqual({
      ok: true,
      report: { pageType: 'search', locale: 'ar', values: { LCP: 1830, INP: 96, CLS: 0.02 } },
    });
    expect(JSON.stringify(parsed)).not.toContain('private');
  });

  it.each([
    ['not JSON', '{"path":'],
    ['an array', body([{ path: '/', metrics: { LCP: 1 } }])],
    ['null', 'null'],
    ['an extra field', body({ path: '/', metrics: { LCP: 1 }, visitor: 'abc' })],
    ['a path that is no path', body({ path: 'https://evil.example/', metrics: { LCP: 1 } })],
    ['a path too long', body({ path: `/${'a'.repeat(600)}`, metrics: { LCP: 1 } })],
    ['no metric', body({ path: '/', metrics: {} })],
    ['metrics as a list', body({ path: '/', metrics: [1] })],
    ['an unknown metric', body({ path: '/', metrics: { TTFB: 100 } })],
    ['a metric named as a prototype key', '{"path":"/","metrics":{"__proto__":1}}'],
    ['a negative value', body({ path: '/', metrics: { LCP: -1 } })],
    ['a value as text', body({ path: '/', metrics: { LCP: '1200' } })],
    ['a value beyond any visit', body({ path: '/', metrics: { CLS: 1e9 } })],
    ['an infinite value', '{"path":"/","metrics":{"LCP":1e999}}'],
  ])('refuses %s', (_what, text) => {
    expect(parseReport(text).ok).toBe(false);
  });

  it('allows a body of at most 1 kB', () => {
    expect(MAX_BEACON_BYTES).toBe(1024);
  });
});
