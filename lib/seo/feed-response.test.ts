/** @jest-environment node */
import { xml2js, type Element } from 'xml-js';
import { content } from '@/lib/embedded-provider/content';
import { feedResponse, prefixedFeedParams } from './feed-routes';

afterEach(() => {
  delete process.env.PROVIDER_API_URL;
  delete process.env.PROVIDER_TIMEOUT_MS;
  jest.restoreAllMocks();
});

/** The items of an RSS answer as a reader sees them: title, link and enclosure address. */
async function items(response: Response) {
  const doc = xml2js(await response.text()) as Element;
  const channel = doc.elements![0]!.elements!.find((element) => element.name === 'channel')!;
  return channel
    .elements!.filter((element) => element.name === 'item')
    .map((item) => {
      const child = (name: string) => item.elements!.find((element) => element.name === name);
      const text = child('title')?.elements?.[0];
      return {
        title: text?.text ?? text?.cdata,
        link: String(child('link')?.elements?.[0]?.text),
        card: String(child('enclosure')?.attributes?.url),
      };
    });
}

describe('feedResponse', () => {
  it('answers the latest news as RSS that caches like a page', async () => {
    const response = await feedResponse('news');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, s-maxage=300, stale-while-revalidate=600',
    );
    const read = await items(response);
    expect(read.length).toBe(Math.min(20, content.news.length));
    // Each item carries its own share card, in the feed's language.
    for (const item of read) {
      const id = item.link.split('/').pop()!;
      expect(item.card).toMatch(new RegExp(`/cards/en/news/${id}/[^/]+\\.jpg$`));
    }
  });

  it('answers the tenders in a prefixed language, with their cards in that language', async () => {
    const response = await feedResponse('tenders', 'ar', true);
    expect(response.status).toBe(200);
    const read = await items(response);
    expect(read.length).toBe(Math.min(20, content.tenders.length));
    expect(read.every((item) => item.link.includes('/ar/tenders/'))).toBe(true);
    expect(read.every((item) => item.card.includes('/cards/ar/tenders/'))).toBe(true);
  });

  it('answers 404 for an unknown language, and for English under a prefix (no second copy)', async () => {
    expect((await feedResponse('news', 'de')).status).toBe(404);
    expect((await feedResponse('news', 'en', true)).status).toBe(404);
    expect((await feedResponse('tenders', 'en', true)).status).toBe(404);
    expect((await feedResponse('news', 'en', false)).status).toBe(200);
    expect(await (await feedResponse('news', 'de')).text()).toBe('Not found');
  });

  it.each(['news', 'tenders'] as const)(
    'lists the latest 20 %s of a provider that holds more than a page of them',
    async (kind) => {
      process.env.PROVIDER_API_URL = 'https://cms.example.org/api';
      // 45 items; a page is as long as asked, 10 by default (the provider's own default).
      jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
        const url = new URL(String(input));
        const perPage = Number(url.searchParams.get('per_page')) || 10;
        const data = Array.from({ length: perPage }, (_, index) => ({
          id: index + 1,
          title: `Item ${index + 1}`,
          date: '2026-11-05',
          issue_date: '2026-11-05',
        }));
        const paginator = { data, current_page: 1, last_page: 3, per_page: perPage, total: 45 };
        return Response.json({ success: true, data: paginator });
      });
      expect(await items(await feedResponse(kind))).toHaveLength(20);
    },
  );

  it('answers a valid, empty feed when the provider is down, and logs why', async () => {
    process.env.PROVIDER_API_URL = 'http://127.0.0.1:9/api';
    process.env.PROVIDER_TIMEOUT_MS = '500';
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const kind of ['news', 'tenders'] as const) {
      const response = await feedResponse(kind, 'fr', true);
      expect(response.status).toBe(200);
      expect(await items(response)).toEqual([]);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`[provider] ${kind} feed failed`));
    }
  });
});

describe('prefixedFeedParams', () => {
  it('builds a prefixed feed for every language but English', () => {
    expect(prefixedFeedParams()).toEqual([{ locale: 'ar' }, { locale: 'fr' }, { locale: 'fa' }]);
  });
});
