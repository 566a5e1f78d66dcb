/** @jest-environment node */
import { xml2js, type Element } from 'xml-js';
import type { Article, Tender } from '@/lib/provider/types';
import { feedLinks, newsFeed, tendersFeed } from './feeds';

function channel(xml: string): Element {
  const doc = xml2js(xml) as Element;
  const rss = doc.elements!.find((element) => element.name === 'rss')!;
  expect(rss.attributes?.version).toBe('2.0');
  return rss.elements!.find((element) => element.name === 'channel')!;
}

/** The text (or CDATA) inside a child element. */
function text(element: Element, name: string) {
  const node = element.elements?.find((child) => child.name === name)?.elements?.[0];
  return node?.text ?? node?.cdata;
}

const article = (id: string, date: string, title: string): Article => ({
  id,
  slug: null,
  title,
  excerpt: `${title} in short`,
  body: '',
  date,
  image: `/content/news/${id}.webp`,
  imageCaption: null,
  author: null,
});

describe('feeds', () => {
  const card = (item: { id: string }) => `/cards/ar/news/${item.id}/h${item.id}.jpg`;

  it('lists news newest first, with absolute links in the feed’s language', () => {
    const xml = newsFeed(
      'ar',
      [article('1', '2026-01-01', 'قديم'), article('2', '2026-11-05', 'جديد')],
      card,
    );
    const feed = channel(xml);
    expect(text(feed, 'language')).toBe('ar');
    const items = feed.elements!.filter((element) => element.name === 'item');
    expect(items.map((item) => text(item, 'title'))).toEqual(['جديد', 'قديم']);
    expect(text(items[0]!, 'link')).toBe('http://localhost:3000/ar/news/2');
  });

  it('encloses each item’s share card, absolute and typed as a JPEG', () => {
    const feed = channel(newsFeed('ar', [article('2', '2026-11-05', 'جديد')], card));
    const item = feed.elements!.find((element) => element.name === 'item')!;
    const enclosure = item.elements!.find((element) => element.name === 'enclosure');
    expect(enclosure?.attributes).toMatchObject({
      url: 'http://localhost:3000/cards/ar/news/2/h2.jpg',
      type: 'image/jpeg',
    });
  });

  const tender: Tender = {
    id: '1',
    reference: null,
    title: 'Feasibility study',
    description: '',
    location: 'Amman, Jordan',
    duration: null,
    issueDate: '2026-11-01',
    deadline: '2026-12-24',
    isExpired: false,
    daysRemaining: 30,
    mobile: null,
    landline: null,
    email: null,
    file: null,
  };

  it('lists tenders with their place and deadline', () => {
    const feed = channel(tendersFeed('en', [tender], () => null));
    const item = feed.elements!.find((element) => element.name === 'item')!;
    expect(text(item, 'link')).toBe('http://localhost:3000/tenders/1');
    expect(text(item, 'description')).toBe('Amman, Jordan — Deadline: 24 December 2026');
    expect(item.elements!.some((element) => element.name === 'enclosure')).toBe(false);
  });

  it('gives a Persian reader a tender’s deadline in both calendars', () => {
    const feed = channel(tendersFeed('fa', [tender], () => null));
    const item = feed.elements!.find((element) => element.name === 'item')!;
    expect(text(item, 'description')).toContain('۳ دی ۱۴۰۵ (۲۴ دسامبر ۲۰۲۶)');
  });

  it('announces each language’s own feeds', () => {
    expect(feedLinks('en').map((feed) => feed.href)).toEqual(['/feed.xml', '/tenders/feed.xml']);
    expect(feedLinks('fa').map((feed) => feed.href)).toEqual([
      '/fa/feed.xml',
      '/fa/tenders/feed.xml',
    ]);
  });
});
