/**
 * schema.org structured data for search engines. Builders return plain objects; serializeJsonLd
 * makes them safe to place inside a <script> element.
 */
import { deadlineTimestamp } from '@/lib/deadlines';
import { SITE, siteUrl } from '@/lib/site';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/**
 * JSON inside <script>: `<` (and `>`, `&`, the line separators) are written as Unicode escapes,
 * so text like `</script>` in content cannot end the element.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(pathOrUrl: string | null | undefined): string | undefined {
  if (!pathOrUrl) return undefined;
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : siteUrl() + pathOrUrl;
}

const ORGANIZATION_ID = () => `${siteUrl()}/#organization`;

export function organizationJsonLd(input: {
  name: string;
  alternateName: string;
  description: string;
  url: string;
  sameAs: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name: input.name,
    alternateName: input.alternateName,
    description: input.description,
    url: input.url,
    logo: absolute('/apple-touch-icon.png'),
    foundingDate: String(SITE.founded),
    email: SITE.contactEmail,
    telephone: SITE.contactPhone,
    address: { '@type': 'PostalAddress', addressLocality: 'Amman', addressCountry: 'JO' },
    // '#' stands for a missing link: only real profiles are listed.
    sameAs: input.sameAs.filter((link) => /^https?:\/\//.test(link)),
  };
}

/** The network as publisher or employer, by reference to the home page's Organization. */
function publisher(name: string) {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID(),
    name,
    logo: { '@type': 'ImageObject', url: absolute('/apple-touch-icon.png') },
  };
}

export function newsArticleJsonLd(input: {
  headline: string;
  description: string | null;
  url: string;
  image: string | null;
  datePublished: string | null;
  inLanguage: string;
  author: string | null;
  publisherName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline,
    description: input.description ?? undefined,
    url: input.url,
    mainEntityOfPage: input.url,
    image: input.image ? [absolute(input.image)] : undefined,
    datePublished: input.datePublished ?? undefined,
    inLanguage: input.inLanguage,
    author: { '@type': 'Organization', name: input.author ?? input.publisherName },
    publisher: publisher(input.publisherName),
  };
}

export function eventJsonLd(input: {
  name: string;
  description: string | null;
  url: string;
  image: string | null;
  startDate: string | null;
  endDate: string | null;
  venue: string | null;
  city: string | null;
  format: string | null;
  registrationUrl: string | null;
  inLanguage: string;
  organizerName: string;
}): JsonLd {
  const place = {
    '@type': 'Place',
    name: input.venue ?? input.city ?? undefined,
    address: input.city ?? undefined,
  };
  const online = { '@type': 'VirtualLocation', url: input.registrationUrl ?? input.url };
  const mode =
    input.format === 'online'
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : input.format === 'hybrid'
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.name,
    description: input.description ?? undefined,
    url: input.url,
    image: input.image ? [absolute(input.image)] : undefined,
    startDate: input.startDate ?? undefined,
    endDate: input.endDate ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: mode,
    location:
      input.format === 'online' ? online : input.format === 'hybrid' ? [place, online] : place,
    inLanguage: input.inLanguage,
    organizer: publisher(input.organizerName),
  };
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  consultancy: 'CONTRACTOR',
  'fixed-term': 'TEMPORARY',
};

export function jobPostingJsonLd(input: {
  title: string;
  descriptionHtml: string;
  url: string;
  datePosted: string | null;
  validThrough: string | null;
  employmentType: string | null;
  city: string | null;
  hiringOrganizationName: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    url: input.url,
    datePosted: input.datePosted ?? undefined,
    // A deadline day runs to its end in Amman (UTC+3), as on the page.
    validThrough: input.validThrough ? deadlineTimestamp(input.validThrough) : undefined,
    employmentType: input.employmentType ? EMPLOYMENT_TYPES[input.employmentType] : undefined,
    hiringOrganization: { ...publisher(input.hiringOrganizationName), sameAs: siteUrl() },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.city ?? 'Amman',
        addressCountry: 'JO',
      },
    },
  };
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The site as a schema.org WebSite, on the home page, with the SearchAction that tells search
 * engines how to run the site's own search in this language (`{search_term_string}` is
 * schema.org's placeholder, named again in `query-input`).
 */
export function websiteJsonLd(input: {
  name: string;
  url: string;
  inLanguage: string;
  searchUrl: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    name: input.name,
    url: input.url,
    inLanguage: input.inLanguage,
    publisher: { '@id': ORGANIZATION_ID() },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${input.searchUrl}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
