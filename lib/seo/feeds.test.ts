/** @jest-environment node */
import { xml2js, type Element } from 'xml-js';
import fr from '@/messages/fr.json';
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

/** A feed as a reader application reads it: the channel's own fields, then its items. */
function read(xml: string) {
  const feed = channel(xml);
  const child = (name: string) => feed.elements!.find((element) => element.name === name)!;
  return {
    title: text(feed, 'title'),
    description: text(feed, 'description'),
    link: text(feed, 'link'),
    updated: text(feed, 'lastBuildDate'),
    image: text(child('image'), 'url'),
    copyright: text(feed, 'copyright'),
    self: child('atom:link').attributes,
    items: feed
      .elements!.filter((element) => element.name === 'item')
      .map((item) => ({
        title: text(item, 'title'),
        description: text(item, 'description'),
        date: text(item, 'pubDate'),
      })),
  };
}

const articleOn = (id: string, date: string | null): Article => ({
  id,
  slug: null,
  title: `Article ${id}`,
  excerpt: null,
  body: '',
  date,
  image: null,
  imageCaption: null,
  author: null,
});

const tenderWith = (id: string, fields: Partial<Tender>): Tender => ({
  id,
  reference: null,
  title: `Tender ${id}`,
  description: '',
  location: null,
  duration: null,
  issueDate: null,
  deadline: null,
  isExpired: false,
  daysRemaining: null,
  mobile: null,
  landline: null,
  email: null,
  file: null,
  ...fields,
});

const none = () => null;

describe('a feed’s channel', () => {
  it('names the news feed in its language, links to the news list, points at itself', () => {
    const feed = read(newsFeed('fr', [articleOn('1', '2026-11-05')], none));
    expect(feed).toMatchObject({
      title: fr.Feeds.news,
      description: fr.Feeds.newsDescription,
      link: 'http://localhost:3000/fr/news',
      image: 'http://localhost:3000/apple-touch-icon.png',
      copyright: '© 2025 INWRDAM',
      updated: 'Thu, 05 Nov 2026 00:00:00 GMT',
      self: {
        href: 'http://localhost:3000/fr/feed.xml',
        rel: 'self',
        type: 'application/rss+xml',
      },
    });
  });

  it('names the tenders feed in its language, links to the tenders list, points at itself', () => {
    const feed = read(tendersFeed('fr', [tenderWith('1', { issueDate: '2026-10-01' })], none));
    expect(feed).toMatchObject({
      title: fr.Feeds.tenders,
      description: fr.Feeds.tendersDescription,
      link: 'http://localhost:3000/fr/tenders',
      updated: 'Thu, 01 Oct 2026 00:00:00 GMT',
      self: { href: 'http://localhost:3000/fr/tenders/feed.xml' },
    });
  });

  it('lists tenders latest issued first, an undated one last, and dates the feed by the latest', () => {
    const feed = read(
      tendersFeed(
        'en',
        [
          tenderWith('1', { issueDate: '2026-03-01' }),
          tenderWith('2', {}),
          tenderWith('3', { issueDate: '2026-09-15' }),
          tenderWith('4', { issueDate: '2026-06-30' }),
        ],
        none,
      ),
    );
    expect(feed.items.map((item) => item.title)).toEqual([
      'Tender 3',
      'Tender 4',
      'Tender 1',
      'Tender 2',
    ]);
    expect(feed.updated).toBe('Tue, 15 Sep 2026 00:00:00 GMT');
    expect(feed.items[3]!.date).toBe('Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('describes a tender by what it has: its place, its deadline, or nothing', () => {
    const feed = read(
      tendersFeed(
        'en',
        [
          tenderWith('1', { issueDate: '2026-03-01', location: 'Tunis' }),
          tenderWith('2', { issueDate: '2026-02-01', deadline: '2026-12-24' }),
          tenderWith('3', { issueDate: '2026-01-01' }),
        ],
        none,
      ),
    );
    expect(feed.items.map((item) => item.description)).toEqual([
      'Tunis',
      'Deadline: 24 December 2026',
      undefined,
    ]);
  });

  it('sorts news newest first, an undated article last, and leaves the provider’s list as sent', () => {
    const items = [
      articleOn('1', '2026-01-01'),
      articleOn('2', null),
      articleOn('3', '2026-05-01'),
    ];
    const feed = read(newsFeed('en', items, none));
    expect(feed.items.map((item) => item.title)).toEqual(['Article 3', 'Article 1', 'Article 2']);
    expect(items.map((item) => item.id)).toEqual(['1', '2', '3']);
  });
});
