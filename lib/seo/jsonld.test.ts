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

/**
 * The structured data a search engine reads, whole: what it is sent after serialisation (where a
 * missing value is no key at all), for the cases each builder decides between.
 */
const sent = (value: Parameters<typeof serializeJsonLd>[0]) => JSON.parse(serializeJsonLd(value));

const SITE = 'http://localhost:3000';
const LOGO = `${SITE}/apple-touch-icon.png`;
const NETWORK = {
  '@type': 'Organization',
  '@id': `${SITE}/#organization`,
  name: 'INWRDAM',
  logo: { '@type': 'ImageObject', url: LOGO },
};

describe('JSON-LD', () => {
  it('escapes < so content cannot close the script element, and still parses', () => {
    const data = breadcrumbJsonLd([
      { name: '</script><script>alert(1)</script>', url: 'http://localhost:3000/news/1' },
    ]);
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(sent(data).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('writes every character that could end the script element, or a line, as an escape', () => {
    const text = serializeJsonLd(
      organizationJsonLd({
        name: 'A & B <x>',
        alternateName: 'line\u2028paragraph\u2029end',
        description: '',
        url: SITE,
        sameAs: [],
      }),
    );
    expect(text).toContain('"name":"A \\u0026 B \\u003cx\\u003e"');
    expect(text).toContain('"alternateName":"line\\u2028paragraph\\u2029end"');
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('describes the network with its contacts, and keeps only profiles that are web addresses', () => {
    expect(
      sent(
        organizationJsonLd({
          name: 'INWRDAM',
          alternateName: 'The Inter-Islamic Network',
          description: 'A network of water organisations',
          url: `${SITE}/`,
          sameAs: [
            'https://x.com/inwrdam',
            'http://example.org/p',
            '#',
            'mailto:a@b.c',
            'javascript:open("https://x.com")',
          ],
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'INWRDAM',
      alternateName: 'The Inter-Islamic Network',
      description: 'A network of water organisations',
      url: `${SITE}/`,
      logo: LOGO,
      foundingDate: '1987',
      email: 'info@inwrdam.org',
      telephone: '+962 6 533 2993',
      address: { '@type': 'PostalAddress', addressLocality: 'Amman', addressCountry: 'JO' },
      sameAs: ['https://x.com/inwrdam', 'http://example.org/p'],
    });
  });

  it('describes an article whole, its named author and an image already absolute kept as they are', () => {
    expect(
      sent(
        newsArticleJsonLd({
          headline: 'H',
          description: 'D',
          url: `${SITE}/fr/news/1`,
          image: 'http://cdn.example.org/1.webp',
          datePublished: '2026-11-05',
          inLanguage: 'fr',
          author: 'Secretariat',
          publisherName: 'INWRDAM',
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'H',
      description: 'D',
      url: `${SITE}/fr/news/1`,
      mainEntityOfPage: `${SITE}/fr/news/1`,
      image: ['http://cdn.example.org/1.webp'],
      datePublished: '2026-11-05',
      inLanguage: 'fr',
      author: { '@type': 'Organization', name: 'Secretariat' },
      publisher: NETWORK,
    });
  });

  it('leaves out what an article does not have, and credits the network when no author is named', () => {
    expect(
      sent(
        newsArticleJsonLd({
          headline: 'H',
          description: null,
          url: `${SITE}/news/2`,
          image: null,
          datePublished: null,
          inLanguage: 'en',
          author: null,
          publisherName: 'INWRDAM',
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'H',
      url: `${SITE}/news/2`,
      mainEntityOfPage: `${SITE}/news/2`,
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'INWRDAM' },
      publisher: NETWORK,
    });
  });

  const event = {
    name: 'E',
    description: 'About E',
    url: `${SITE}/events/1`,
    // A path on the site, even one whose query names another address.
    image: '/images/event?from=https://cdn.example.org/1.webp',
    startDate: '2026-12-10T09:00:00+03:00',
    endDate: '2026-12-14T17:00:00+03:00',
    venue: 'Hall',
    city: 'Amman',
    registrationUrl: 'https://www.inwrdam.org/register/x',
    inLanguage: 'en',
    organizerName: 'INWRDAM',
  };

  it('describes an event in person whole: a place, offline attendance, the network as organiser', () => {
    expect(sent(eventJsonLd({ ...event, format: 'in-person' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'E',
      description: 'About E',
      url: `${SITE}/events/1`,
      image: [`${SITE}/images/event?from=https://cdn.example.org/1.webp`],
      startDate: event.startDate,
      endDate: event.endDate,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Hall', address: 'Amman' },
      inLanguage: 'en',
      organizer: NETWORK,
    });
  });

  it('places a hybrid event both in its hall and online, and names the city when there is no hall', () => {
    const hybrid = sent(eventJsonLd({ ...event, format: 'hybrid' }));
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toEqual([
      { '@type': 'Place', name: 'Hall', address: 'Amman' },
      { '@type': 'VirtualLocation', url: event.registrationUrl },
    ]);
    const noHall = sent(eventJsonLd({ ...event, venue: null, format: null }));
    expect(noHall.location).toEqual({ '@type': 'Place', name: 'Amman', address: 'Amman' });
    expect(noHall.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
  });

  it('sends an online event without a registration page to the event’s own page', () => {
    const online = sent(
      eventJsonLd({
        ...event,
        registrationUrl: null,
        description: null,
        image: null,
        format: 'online',
      }),
    );
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: event.url });
    expect(online).not.toHaveProperty('description');
    expect(online).not.toHaveProperty('image');
  });

  it('describes a job posting whole, its deadline the last second of the day in Amman', () => {
    expect(
      sent(
        jobPostingJsonLd({
          title: 'Programme Officer',
          descriptionHtml: '<p>Do things</p>',
          url: `${SITE}/vacancies/1`,
          datePosted: '2026-11-10',
          validThrough: '2026-12-20',
          employmentType: 'consultancy',
          city: 'Tunis',
          hiringOrganizationName: 'INWRDAM',
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Programme Officer',
      description: '<p>Do things</p>',
      url: `${SITE}/vacancies/1`,
      datePosted: '2026-11-10',
      validThrough: '2026-12-20T23:59:59+03:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { ...NETWORK, sameAs: SITE },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Tunis', addressCountry: 'JO' },
      },
    });
  });

  it.each([
    ['full-time', 'FULL_TIME'],
    ['part-time', 'PART_TIME'],
    ['fixed-term', 'TEMPORARY'],
  ])('names a %s post as schema.org’s %s', (employmentType, expected) => {
    const job = jobPostingJsonLd({
      title: 'T',
      descriptionHtml: '',
      url: SITE,
      datePosted: null,
      validThrough: null,
      employmentType,
      city: null,
      hiringOrganizationName: 'INWRDAM',
    });
    expect(sent(job).employmentType).toBe(expected);
  });

  it('leaves out a job’s missing dates and type, and places it in Amman when no city is given', () => {
    const job = sent(
      jobPostingJsonLd({
        title: 'T',
        descriptionHtml: '',
        url: SITE,
        datePosted: null,
        validThrough: null,
        employmentType: null,
        city: null,
        hiringOrganizationName: 'INWRDAM',
      }),
    );
    expect(job).not.toHaveProperty('datePosted');
    expect(job).not.toHaveProperty('validThrough');
    expect(job).not.toHaveProperty('employmentType');
    expect(job.jobLocation.address.addressLocality).toBe('Amman');
  });

  it('describes the site in a language, published by the network, searchable in that language', () => {
    expect(
      sent(
        websiteJsonLd({
          name: 'INWRDAM',
          url: `${SITE}/fa`,
          inLanguage: 'fa',
          searchUrl: `${SITE}/fa/search`,
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${SITE}/fa#website`,
      name: 'INWRDAM',
      url: `${SITE}/fa`,
      inLanguage: 'fa',
      publisher: { '@id': `${SITE}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/fa/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('describes a breadcrumb trail whole, each step a list item with its name and address', () => {
    expect(
      sent(
        breadcrumbJsonLd([
          { name: 'Accueil', url: `${SITE}/fr` },
          { name: 'Actualités', url: `${SITE}/fr/news` },
        ]),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${SITE}/fr` },
        { '@type': 'ListItem', position: 2, name: 'Actualités', item: `${SITE}/fr/news` },
      ],
    });
  });
});
