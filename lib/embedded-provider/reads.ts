/**
 * The provider API's read routes: each content kind's list (paged, optionally filtered and
 * ordered) and detail, plus the few one-off routes (sliders, home events, member states, COP,
 * pages by slug).
 */
import type { Content } from './content';
import type { ContentLocale } from './content-types';
import type { Mapper, Records } from './records';
import { find, LANGS, newestFirst, notFound, ok, paginate, texts, type Json } from './respond';

export type Reader = (match: RegExpMatchArray, url: URL, lang: ContentLocale) => Response;

/**
 * A content kind described once (its name, its records, its mapper, how it is listed), from
 * which both routes are derived; the detail route accepts an id or, where records have one, a
 * slug.
 */
function collection<T extends { id: number }>(
  name: string,
  items: () => T[],
  map: Mapper<T>,
  list: {
    select?: (items: T[], url: URL) => T[];
    /** Projects nest their paginator one level deeper than the other lists. */
    wrap?: (paginator: Json) => Json;
  } = {},
): [RegExp, Reader][] {
  return [
    [
      new RegExp(`^/${name}$`),
      (_, url, lang) => {
        const selected = list.select ? list.select([...items()], url) : items();
        const paginator = paginate(selected, url, (item) => map(item, lang));
        return ok(list.wrap ? list.wrap(paginator) : paginator);
      },
    ],
    [
      new RegExp(`^/${name}/([^/]+)$`),
      (m, _, lang) => {
        const found = find(items(), m[1]);
        return found ? ok(map(found, lang)) : notFound();
      },
    ],
  ];
}

/** A list that has no detail route: every record, paged, in content order. */
function pagedOnly<T>(name: string, items: () => T[], map: Mapper<T>): [RegExp, Reader] {
  return [
    new RegExp(`^/${name}$`),
    (_, url, lang) => ok(paginate(items(), url, (item) => map(item, lang))),
  ];
}

export function readRoutes(content: Content, r: Records): [RegExp, Reader][] {
  return [
    [
      /^\/sliders$/,
      (_, __, lang) =>
        ok({
          sliders: content.sliders.sliders.map((s) => ({
            id: s.id,
            image: s.image,
            ...texts(s, ['title', 'description'], lang),
          })),
          social_media_links: content.sliders.social_media_links,
        }),
    ],
    ...collection('projects', () => content.projects, r.project, {
      select: (items, url) => {
        const theme = url.searchParams.get('theme');
        const status = url.searchParams.get('status');
        return items.filter(
          (p) => (!theme || p.theme === theme) && (!status || p.status === status),
        );
      },
      wrap: (paginator) => ({ data: paginator }),
    }),
    ...collection('news', () => content.news, r.article, { select: newestFirst }),
    ...collection('stories', () => content.stories, r.article, { select: newestFirst }),
    ...collection('cop-news', () => content.copNews, r.article, { select: newestFirst }),
    ...collection('events', () => content.events, r.event, {
      select: (items, url) => {
        const when = url.searchParams.get('when');
        const upcoming = items
          .filter(r.isUpcoming)
          .sort((a, b) => r.eventStart(a).localeCompare(r.eventStart(b)));
        const past = items
          .filter((e) => !r.isUpcoming(e))
          .sort((a, b) => r.eventStart(b).localeCompare(r.eventStart(a)));
        return when === 'upcoming' ? upcoming : when === 'past' ? past : [...upcoming, ...past];
      },
    }),
    [
      /^\/home-events$/,
      (_, url, lang) =>
        ok({
          data: {
            items: r.homeEvents(lang, Math.min(Number(url.searchParams.get('per_page')) || 3, 12)),
          },
        }),
    ],
    ...collection('publications', () => content.publications, r.publication, {
      select: (items, url) => {
        const q = url.searchParams.get('q')?.trim().toLocaleLowerCase();
        const kind = url.searchParams.get('kind');
        const year = url.searchParams.get('year');
        return newestFirst(items).filter(
          (p) =>
            (!kind || p.kind === kind) &&
            (!year || p.date.startsWith(`${year}-`)) &&
            (!q ||
              LANGS.some((l) => `${p.title[l]} ${p.summary[l]}`.toLocaleLowerCase().includes(q))),
        );
      },
    }),
    ...collection('tenders', () => content.tenders, r.tender, {
      // Open tenders first, then by deadline, latest first.
      select: (items) =>
        items.sort(
          (a, b) =>
            Number(r.tenderOpen(b)) - Number(r.tenderOpen(a)) ||
            r.day(b.deadline).localeCompare(r.day(a.deadline)),
        ),
    }),
    ...collection('vacancies', () => content.vacancies, r.vacancy, {
      select: (items) => items.sort((a, b) => r.day(b.posted).localeCompare(r.day(a.posted))),
    }),
    ...collection('team-members', () => content.team, r.teamMember),
    ...collection('partners', () => content.partners, r.partner),
    [
      /^\/member-states-countries$/,
      (_, __, lang) =>
        ok({ data: content.memberStates.members.map((m) => r.memberState(m, lang)) }),
    ],
    pagedOnly('countries', () => content.memberStates.members, r.country),
    pagedOnly('programs', () => content.programs, r.program),
    pagedOnly('inwrdam-in-press', () => newestFirst([...content.press]), r.pressItem),
    [
      /^\/cop$/,
      (_, __, lang) =>
        ok({
          ...texts(content.cop, ['title', 'intro'], lang),
          items: content.cop.items.map((i) => r.copItem(i, lang)),
        }),
    ],
    [
      /^\/cop\/([^/]+)$/,
      (m, _, lang) => {
        const item = find(content.cop.items, m[1]);
        return item ? ok(r.copItem(item, lang)) : notFound();
      },
    ],
    ...collection('culture-gallery-images', () => content.gallery, r.galleryImage, {
      select: newestFirst,
    }),
    pagedOnly('oic-system-charts', () => content.systemCharts, r.chartNode),
    pagedOnly('our-impacts', () => content.impacts, r.impact),
    [
      /^\/pages\/([^/]+)$/,
      (m, _, lang) => {
        const page = content.pages.find((p) => p.slug === m[1]);
        return page
          ? ok({ slug: page.slug, ...texts(page, ['title', 'summary', 'body'], lang) })
          : notFound();
      },
    ],
  ];
}
