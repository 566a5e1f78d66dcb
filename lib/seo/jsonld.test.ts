/** @jest-environment node */
import {
  breadcrumbJsonLd,
  eventJsonLd,
  jobPostingJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './jsonld';

const roundTrip = (value: Parameters<typeof serializeJsonLd>[0]) =>
  JSON.parse(serializeJsonLd(value));

describe('JSON-LD', () => {
  it('escapes < so content cannot close the script element, and still parses', () => {
    const data = breadcrumbJsonLd([
      { name: '</script><script>alert(1)</script>', url: 'http://localhost:3000/news/1' },
    ]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(roundTrip(data).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('describes the organisation: name, logo, address in Amman, founded 1987, real profiles only', () => {
    const org = roundTrip(
      organizationJsonLd({
        name: 'INWRDAM',
        alternateName: 'INWRDAM',
        description: 'd',
        url: 'http://localhost:3000/',
        sameAs: ['https://x.com/inwrdam', '#'],
      }),
    );
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'INWRDAM',
      foundingDate: '1987',
    });
    expect(org.logo).toBe('http://localhost:3000/apple-touch-icon.png');
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Amman',
      addressCountry: 'JO',
    });
    expect(org.sameAs).toEqual(['https://x.com/inwrdam']);
  });

  it('describes a news article with headline, date, image, language and publisher', () => {
    const article = roundTrip(
      newsArticleJsonLd({
        headline: 'H',
        description: 'D',
        url: 'http://localhost:3000/ar/news/1',
        image: '/content/news/1.webp',
        datePublished: '2026-11-05',
        inLanguage: 'ar',
        author: null,
        publisherName: 'INWRDAM',
      }),
    );
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'H',
      datePublished: '2026-11-05',
      inLanguage: 'ar',
    });
    expect(article.image).toEqual(['http://localhost:3000/content/news/1.webp']);
    expect(article.publisher.name).toBe('INWRDAM');
  });

  it('describes an event with dates, status and a location that fits its format', () => {
    const base = {
      name: 'E',
      description: null,
      url: 'http://localhost:3000/events/1',
      image: null,
      startDate: '2026-12-10T09:00:00+03:00',
      endDate: '2026-12-14T17:00:00+03:00',
      venue: 'Hall',
      city: 'Amman',
      registrationUrl: 'https://www.inwrdam.org/register/x',
      inLanguage: 'en',
      organizerName: 'INWRDAM',
    };
    const inPerson = roundTrip(eventJsonLd({ ...base, format: 'in-person' }));
    expect(inPerson).toMatchObject({
      '@type': 'Event',
      startDate: base.startDate,
      endDate: base.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
    });
    expect(inPerson.location).toMatchObject({ '@type': 'Place', name: 'Hall' });
    const online = roundTrip(eventJsonLd({ ...base, format: 'online' }));
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: base.registrationUrl });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
  });

  it('describes a job posting with its dates, employer and place', () => {
    const job = roundTrip(
      jobPostingJsonLd({
        title: 'Programme Officer',
        descriptionHtml: '<p>Do things</p>',
        url: 'http://localhost:3000/vacancies/1',
        datePosted: '2026-11-10',
        validThrough: '2026-12-20',
        employmentType: 'fixed-term',
        city: 'Amman',
        hiringOrganizationName: 'INWRDAM',
      }),
    );
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-10',
      validThrough: '2026-12-20T23:59:59+03:00',
      employmentType: 'TEMPORARY',
    });
    expect(job.description).toBe('<p>Do things</p>');
    expect(job.hiringOrganization.name).toBe('INWRDAM');
    expect(job.jobLocation.address.addressLocality).toBe('Amman');
  });

  it('numbers breadcrumb items from 1', () => {
    const crumbs = roundTrip(
      breadcrumbJsonLd([
        { name: 'Home', url: 'http://localhost:3000/' },
        { name: 'News', url: 'http://localhost:3000/news' },
      ]),
    );
    expect(crumbs.itemListElement.map((item: { position: number }) => item.position)).toEqual([
      1, 2,
    ]);
  });

  it("gives the site a SearchAction pointing at the language's search page", () => {
    const site = roundTrip(
      websiteJsonLd({
        name: 'INWRDAM',
        url: 'http://localhost:3000/ar',
        inLanguage: 'ar',
        searchUrl: 'http://localhost:3000/ar/search',
      }),
    );
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'http://localhost:3000/ar',
      inLanguage: 'ar',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'http://localhost:3000/ar/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
