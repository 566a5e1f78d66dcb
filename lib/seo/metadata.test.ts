/** @jest-environment node */
import { buildMetadata } from './metadata';

describe('buildMetadata', () => {
  const metadata = (locale: 'en' | 'ar' | 'fr' | 'fa') =>
    buildMetadata({ locale, path: '/news/3', title: 'Title', description: 'Description' });

  it('points each language’s canonical at itself', () => {
    expect(metadata('en').alternates?.canonical).toBe('http://localhost:3000/news/3');
    expect(metadata('ar').alternates?.canonical).toBe('http://localhost:3000/ar/news/3');
  });

  it('lists the same absolute alternates, with x-default English, from every language', () => {
    const expected = {
      en: 'http://localhost:3000/news/3',
      ar: 'http://localhost:3000/ar/news/3',
      fr: 'http://localhost:3000/fr/news/3',
      fa: 'http://localhost:3000/fa/news/3',
      'x-default': 'http://localhost:3000/news/3',
    };
    for (const locale of ['en', 'ar', 'fr', 'fa'] as const) {
      expect(metadata(locale).alternates?.languages).toEqual(expected);
    }
  });

  it('gives sharing tags in the page’s language, with the others as alternates', () => {
    const og = metadata('fa').openGraph as Record<string, unknown>;
    expect(og).toMatchObject({
      title: 'Title',
      description: 'Description',
      url: 'http://localhost:3000/fa/news/3',
      siteName: 'INWRDAM',
      locale: 'fa_IR',
      type: 'website',
    });
    expect(og.alternateLocale).toEqual(['en_US', 'ar_JO', 'fr_FR']);
    expect(og.images).toEqual([
      { url: '/og/default-fa.png', width: 1200, height: 630, type: 'image/png', alt: 'Title' },
    ]);
    expect(metadata('en').twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: '/og/default-en.png', alt: 'Title' }],
    });
  });

  it('shares the page’s card, with its alt text for both networks, and the article type', () => {
    const card = { url: '/cards/ar/news/3/abc.jpg', alt: 'الأخبار — عنوان' };
    const withCard = buildMetadata({
      locale: 'ar',
      path: '/news/3',
      title: 'عنوان',
      description: 'D',
      card,
      article: { publishedTime: '2026-05-01' },
    });
    expect(withCard.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2026-05-01',
      images: [{ ...card, width: 1200, height: 630, type: 'image/jpeg' }],
    });
    expect(withCard.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [card],
    });
  });

  it('announces the language’s news and tenders feeds', () => {
    expect(metadata('ar').alternates?.types).toEqual({
      'application/rss+xml': [
        { title: expect.stringContaining('INWRDAM'), url: 'http://localhost:3000/ar/feed.xml' },
        {
          title: expect.stringContaining('INWRDAM'),
          url: 'http://localhost:3000/ar/tenders/feed.xml',
        },
      ],
    });
  });

  it('returns a fresh object on every call', () => {
    const first = metadata('en');
    (first.alternates!.languages as Record<string, string>).en = 'changed';
    expect((metadata('en').alternates!.languages as Record<string, string>).en).toBe(
      'http://localhost:3000/news/3',
    );
  });
});
