import 'server-only';
import { isOpen } from '@/lib/deadlines';
import { formatPlace } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import {
  getCop,
  getCopNews,
  getEvents,
  getNews,
  getEditorialPage,
  getPartners,
  getPrograms,
  getProjects,
  getPublications,
  getStories,
  getTeamMembers,
  getTenders,
  getVacancies,
  everyItem,
  stripMarkup,
  withFallback,
} from '@/lib/provider';
import type { SearchDocument, SearchKind } from './engine';

const text = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .map(stripMarkup)
    .join(' ');

/** The site's pages by slug, and the route each one is shown on. */
const PAGE_ROUTES: Record<string, string> = {
  about: '/who-we-are',
  vision: '/who-we-are',
  mission: '/who-we-are',
  history: '/who-we-are',
  'water-vision': '/oic-water-vision',
  'get-involved': '/get-involved',
  'info-centre': '/info-centre',
  'data-tools': '/data-tools',
};

type Source = (locale: Locale) => Promise<SearchDocument[]>;

function doc(kind: SearchKind, id: string, fields: Omit<SearchDocument, 'id' | 'kind'>) {
  return { id: `${kind}:${id}`, kind, ...fields };
}

function articles(kind: 'news' | 'stories' | 'cop-news', list: typeof getNews): Source {
  return async (locale) =>
    (await everyItem(list, locale)).map((item) =>
      doc(kind, item.id, {
        title: item.title,
        summary: text(item.excerpt),
        body: text(item.body),
        href: `/${kind}/${item.id}`,
        date: item.date,
        open: null,
      }),
    );
}

/**
 * One description per kind: how to read all of it in a language and what a visitor searches in
 * it. Team members and partners have no page of their own: they lead to their list page.
 */
const SOURCES: Record<SearchKind, Source> = {
  news: articles('news', getNews),
  stories: articles('stories', getStories),
  'cop-news': articles('cop-news', getCopNews),
  events: async (locale) =>
    (await everyItem(getEvents, locale)).map((item) =>
      doc('events', item.id, {
        title: item.title,
        summary: text(item.summary, formatPlace([item.venue, item.city], locale)),
        body: text(item.body),
        href: `/events/${item.id}`,
        date: item.start,
        open: null,
      }),
    ),
  projects: async (locale) =>
    (await everyItem(getProjects, locale)).flatMap((item) =>
      item.id
        ? [
            doc('projects', item.id, {
              title: item.title,
              summary: text(item.shortTitle, item.summary),
              body: '',
              href: `/projects/${item.id}`,
              date: null,
              open: null,
            }),
          ]
        : [],
    ),
  programs: async (locale) =>
    (await getPrograms(locale)).map((item) =>
      doc('programs', item.id, {
        title: item.title,
        summary: text(item.summary),
        body: '',
        href: '/what-we-do',
        date: null,
        open: null,
      }),
    ),
  publications: async (locale) =>
    (await everyItem(getPublications, locale)).map((item) =>
      doc('publications', item.id, {
        title: item.title,
        summary: text(item.summary),
        body: text(item.body),
        href: `/publications/${item.id}`,
        date: item.date,
        open: null,
      }),
    ),
  tenders: async (locale) =>
    (await everyItem(getTenders, locale)).map((item) =>
      doc('tenders', item.id, {
        title: item.title,
        summary: text(item.reference, item.location),
        body: text(item.description),
        href: `/tenders/${item.id}`,
        date: item.issueDate,
        open: isOpen(item),
      }),
    ),
  vacancies: async (locale) =>
    (await everyItem(getVacancies, locale)).map((item) =>
      doc('vacancies', item.id, {
        title: item.title,
        summary: text(item.summary, item.location),
        body: text(item.description, item.requirements),
        href: `/vacancies/${item.id}`,
        date: item.postedDate,
        open: isOpen(item),
      }),
    ),
  cop: async (locale) =>
    (await getCop(locale)).items.map((item) =>
      doc('cop', item.id, {
        title: item.title,
        summary: text(item.location, item.summary),
        body: text(item.body),
        href: '/cop',
        date: item.year ? String(item.year) : null,
        open: null,
      }),
    ),
  pages: async (locale) =>
    (
      await Promise.all(
        Object.entries(PAGE_ROUTES).map(async ([slug, href]) => {
          const page = await getEditorialPage(locale, slug);
          return page?.title
            ? [
                doc('pages', slug, {
                  title: page.title,
                  summary: text(page.summary),
                  body: text(page.body),
                  href,
                  date: null,
                  open: null,
                }),
              ]
            : [];
        }),
      )
    ).flat(),
  team: async (locale) =>
    (await everyItem(getTeamMembers, locale)).map((item) =>
      doc('team', item.id, {
        title: item.name,
        summary: text(item.position),
        body: text(item.bio),
        href: '/team',
        date: null,
        open: null,
      }),
    ),
  partners: async (locale) =>
    (await everyItem(getPartners, locale)).map((item) =>
      doc('partners', item.id, {
        title: item.name,
        summary: text(item.description),
        body: '',
        href: '/partners',
        date: null,
        open: null,
      }),
    ),
};

export interface SearchDocuments {
  documents: SearchDocument[];
  /** Kinds whose read failed: the search still answers from the rest, and says so. */
  failed: SearchKind[];
}

/**
 * Everything searchable in one language, from the provider's cached, tagged reads: a
 * revalidation of a tag changes what these reads return, and so the index built from them.
 */
export async function searchDocuments(locale: Locale): Promise<SearchDocuments> {
  const failed: SearchKind[] = [];
  const lists = await Promise.all(
    (Object.entries(SOURCES) as [SearchKind, Source][]).map(([kind, read]) =>
      withFallback(read(locale), null, `search ${kind}`).then((documents) => {
        if (documents === null) failed.push(kind);
        return documents ?? [];
      }),
    ),
  );
  return { documents: lists.flat(), failed };
}
