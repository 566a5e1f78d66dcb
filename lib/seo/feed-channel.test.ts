/** @jest-environment node */
import { xml2js, type Element } from 'xml-js';
import fr from '@/messages/fr.json';
import type { Article, Tender } from '@/lib/provider/types';
import { newsFeed, tendersFeed } from './feeds';

/** A feed as a reader application reads it: the channel's own fields, then its items. */
function read(xml: string) {
  const rss = (xml2js(xml) as Element).elements!.find((element) => element.name === 'rss')!;
  const channel = rss.elements!.find((element) => element.name === 'channel')!;
  const child = (parent: Element, name: string) =>
    parent.elements?.find((element) => element.name === name);
  const text = (parent: Element | undefined, name: string) => {
    const node = parent && child(parent, name)?.elements?.[0];
    return node?.text ?? node?.cdata;
  };
  const items = channel.elements!.filter((element) => element.name === 'item');
  return {
    title: text(channel, 'title'),
    description: text(channel, 'description'),
    link: text(channel, 'link'),
    updated: text(channel, 'lastBuildDate'),
    image: text(child(channel, 'image'), 'url'),
    copyright: text(channel, 'copyright'),
    self: child(channel, 'atom:link')?.attributes,
    items: items.map((item) => ({
      title: text(item, 'title'),
      description: text(item, 'description'),
      date: text(item, 'pubDate'),
    })),
  };
}

const article = (id: string, date: string | null): Article => ({
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

const tender = (id: string, fields: Partial<Tender>): Tender => ({
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
    const feed = read(newsFeed('fr', [article('1', '2026-11-05')], none));
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
    const feed = read(tendersFeed('fr', [tender('1', { issueDate: '2026-10-01' })], none));
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
          tender('1', { issueDate: '2026-03-01' }),
          tender('2', {}),
          tender('3', { issueDate: '2026-09-15' }),
          tender('4', { issueDate: '2026-06-30' }),
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
          tender('1', { issueDate: '2026-03-01', location: 'Tunis' }),
          tender('2', { issueDate: '2026-02-01', deadline: '2026-12-24' }),
          tender('3', { issueDate: '2026-01-01' }),
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
    const items = [article('1', '2026-01-01'), article('2', null), article('3', '2026-05-01')];
    const feed = read(newsFeed('en', items, none));
    expect(feed.items.map((item) => item.title)).toEqual(['Article 3', 'Article 1', 'Article 2']);
    expect(items.map((item) => item.id)).toEqual(['1', '2', '3']);
  });
});
