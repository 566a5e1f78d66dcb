/** @jest-environment node */
import { xml2js, type Element } from 'xml-js';
import {
  SITEMAP_LIMITS,
  sitemapIndex,
  sitemapPart,
  sitemapPartNumber,
  sitemapResponse,
  urlEntries,
  urlset,
  xmlResponse,
} from './sitemap';

/** The sitemap's XML as a crawler parses it. */
const parse = (xml: string) => xml2js(xml) as Element;

describe('sitemap files as a crawler reads them', () => {
  it('writes a urlset and an index with the namespaces the sitemap protocol names', () => {
    expect(urlset([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n\n</urlset>\n',
    );
    // One entry a line, as the byte count of a file assumes.
    expect(urlset(['<url>a</url>', '<url>b</url>']).split('\n').slice(2, 4)).toEqual([
      '<url>a</url>',
      '<url>b</url>',
    ]);
    expect(sitemapIndex(2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>http://localhost:3000/sitemaps/0.xml</loc></sitemap>\n' +
        '<sitemap><loc>http://localhost:3000/sitemaps/1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('gives each <url> only elements: its address, date, alternates and card, no stray text', () => {
    const entries = urlEntries([
      { path: '/news/3', lastModified: '2026-11-05T10:00:00Z', card: 'news/3' },
      { path: '/about', lastModified: null },
    ]);
    const urls = parse(urlset(entries)).elements![0]!.elements!;
    expect(urls).toHaveLength(8);
    for (const url of urls) {
      expect(url.elements!.filter((child) => child.type !== 'element')).toEqual([]);
    }
    const names = (url: Element) => url.elements!.map((child) => child.name);
    expect(names(urls[0]!)).toEqual([
      'loc',
      'lastmod',
      ...Array(5).fill('xhtml:link'),
      'image:image',
    ]);
    expect(names(urls[4]!)).toEqual(['loc', ...Array(5).fill('xhtml:link')]);
  });

  it('escapes the characters XML reserves in an address, which a crawler reads back as sent', () => {
    const [entry] = urlEntries([{ path: '/news/r&d-"a"<b>', lastModified: null }]);
    expect(entry).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    const url = parse(urlset([entry!])).elements![0]!.elements![0]!;
    const loc = url.elements!.find((child) => child.name === 'loc')!.elements![0]!.text;
    const alternate = url.elements!.find((child) => child.name === 'xhtml:link')!.attributes!;
    expect(loc).toBe('http://localhost:3000/news/r&d-"a"<b>');
    expect(alternate.href).toBe(loc);
  });

  it('names each part one way only', () => {
    expect(sitemapPartNumber('0.xml')).toBe(0);
    expect(sitemapPartNumber('12.xml')).toBe(12);
    for (const name of ['01.xml', '1.xml.bak', 'x1.xml', '1.xm', '1a.xml', '-1.xml', '']) {
      expect(sitemapPartNumber(name)).toBeNull();
    }
  });

  it('answers an unknown part with a small XML error that is not kept long', async () => {
    const answer = await sitemapResponse('01.xml');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><error>Not found</error>',
    );
  });

  it('serves XML that an edge keeps for an hour and then serves stale while it refreshes', () => {
    const answer = xmlResponse('<urlset/>');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(
      'public, s-maxage=3600, stale-while-revalidate=86400',
    );
  });

  describe('cutting into files by size', () => {
    const entries = ['<url>a</url>', '<url>bb</url>', '<url>ccc</url>'];
    // The bytes of a file holding `kept`: the empty urlset, and each entry with its newline.
    const fileBytes = (kept: string[]) =>
      Buffer.byteLength(urlset([])) + kept.reduce((sum, entry) => sum + entry.length + 1, 0);

    it('fills a file up to its byte limit exactly, and starts the next with the entry that passes it', () => {
      const limits = { urls: SITEMAP_LIMITS.urls, bytes: fileBytes(entries.slice(0, 2)) };
      expect(sitemapPart(entries, 0, limits)).toEqual({ count: 2, entries: entries.slice(0, 2) });
      expect(sitemapPart(entries, 1, limits).entries).toEqual([entries[2]]);
    });

    it('gives an entry larger than a whole file a file of its own, never an empty one', () => {
      const limits = { urls: SITEMAP_LIMITS.urls, bytes: 10 };
      expect(sitemapPart(entries, 0, limits)).toEqual({ count: 3, entries: [entries[0]] });
    });

    it('cuts by count at exactly the URL limit', () => {
      const limits = { urls: 2, bytes: SITEMAP_LIMITS.bytes };
      expect(sitemapPart(entries, 0, limits)).toEqual({ count: 2, entries: entries.slice(0, 2) });
    });
  });
});
