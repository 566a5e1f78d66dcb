/**
 * The API's record for each content kind, built from the seed content: field names, `_ar`/`_fa`
 * copies and dates as the provider API sends them; relative days resolve against `now`.
 */
import type { Content } from './content';
import type { ContentLocale, DayRef, L10n } from './content-types';
import { zonedIso } from '@/lib/time-zone';
import { daysUntilEndOf, resolveDay } from './dates';
import { byDateDesc, LANGS, texts, type Json } from './respond';

export type Mapper<T> = (item: T, lang: ContentLocale) => Json;

type Item<K extends keyof Content> = Content[K] extends (infer T)[] ? T : never;
type EventItem = Item<'events'>;
type MemberItem = Content['memberStates']['members'][number];

/** The listed fields copied as they are, plus the named texts in the requested language. */
const withTexts =
  <T extends object>(fields: (keyof T & string)[], keys: (keyof T & string)[]): Mapper<T> =>
  (item, lang) => ({
    ...Object.fromEntries(fields.map((field) => [field, item[field]])),
    ...texts(item, keys, lang),
  });

export function createRecords(
  content: Content,
  now: () => Date,
  fileSize: (publicPath: string) => number | null,
) {
  const day = (ref: DayRef) => resolveDay(ref, now());

  const eventStart = (e: EventItem) => zonedIso(day(e.start), e.start_time, e.timezone);
  const isUpcoming = (e: EventItem) =>
    Date.parse(zonedIso(day(e.end), e.end_time, e.timezone)) >= now().getTime();
  /** Open when not flagged expired and its deadline day has not ended. */
  const tenderOpen = (t: Item<'tenders'>) =>
    !t.is_expired && daysUntilEndOf(day(t.deadline), now()) > 0;
  const vacancyOpen = (v: Item<'vacancies'>) => daysUntilEndOf(day(v.deadline), now()) > 0;

  const project: Mapper<Item<'projects'>> = (p, lang) => ({
    id: p.id,
    slug: p.slug,
    ...texts(p, ['title', 'summary', 'body'], lang),
    localized_title: p.title[lang],
    short_title: p.short_title[lang],
    short_title_en: p.short_title.en,
    short_title_ar: p.short_title.ar,
    short_title_fa: p.short_title.fa,
    image_url: p.image,
    theme: p.theme,
    status: p.status,
    start_date: p.start_date,
    end_date: p.end_date,
    countries: p.countries,
    partner_ids: p.partner_ids,
  });

  const article: Mapper<Item<'news'> & { author?: L10n }> = (a, lang) => ({
    id: a.id,
    slug: a.slug,
    date: a.date,
    published_at: a.date,
    image: a.image,
    ...texts(a, ['title', 'excerpt', 'body', 'image_caption', 'author'], lang),
  });

  const event: Mapper<EventItem> = (e, lang) => ({
    id: e.id,
    type: 'event',
    start_date: eventStart(e),
    end_date: zonedIso(day(e.end), e.end_time, e.timezone),
    date: day(e.start),
    timezone: e.timezone,
    image: e.image,
    registration_url: e.registration_url,
    format: e.format,
    ...texts(e, ['title', 'venue', 'city', 'summary', 'body'], lang),
  });

  const tender: Mapper<Item<'tenders'>> = (t, lang) => {
    const deadline = day(t.deadline);
    return {
      id: t.id,
      reference: t.reference,
      issue_date: day(t.issue),
      dead_line: deadline,
      is_expired: t.is_expired,
      days_remaining: daysUntilEndOf(deadline, now()),
      mobile_number: t.mobile_number,
      land_number: t.land_number,
      email: t.email,
      file: t.file,
      ...texts(t, ['title', 'description', 'location', 'duration'], lang),
    };
  };

  const vacancy: Mapper<Item<'vacancies'>> = (v, lang) => ({
    id: v.id,
    reference: v.reference,
    posted_date: day(v.posted),
    dead_line: day(v.deadline),
    is_expired: !vacancyOpen(v),
    employment_type: v.employment_type,
    ...texts(v, ['title', 'location', 'summary', 'description', 'requirements'], lang),
  });

  const memberState: Mapper<MemberItem> = (m, lang) => {
    const key = content.memberStates.map_keys.find((k) => k.id === m.map_key_id);
    return {
      translations: LANGS.map((locale) => ({
        locale,
        title: m.name[locale],
        name: m.name[locale],
        rank: m.rank[locale],
        institute_name: m.institute_name[locale],
        location: m.location[locale],
      })),
      country: { name: m.name_en, code: m.iso2 },
      title: m.name.en,
      name: m.name.en,
      rank: m.rank.en,
      institute_name: m.institute_name.en,
      location: m.location.en,
      tel: m.tel,
      fax: m.fax,
      email: m.email,
      image: `/flags/${m.iso2}.svg`,
      map_key: key
        ? { id: key.id, key_color: key.key_color, ...texts(key, ['title'], lang) }
        : null,
    };
  };

  /** A country's id is the lower-cased slug of its English name. */
  const country: Mapper<MemberItem> = (m, lang) => ({
    id: m.name_en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    code: m.iso2,
    ...texts(m, ['name'], lang),
  });

  const homeEvents = (lang: ContentLocale, limit: number): Json[] => {
    const upcoming = content.events
      .filter(isUpcoming)
      .sort((a, b) => eventStart(a).localeCompare(eventStart(b)))
      .map((e) => ({
        id: e.id,
        type: 'event',
        date: day(e.start),
        image: e.image,
        ...texts(e, ['title'], lang),
      }));
    const latestNews = [...content.news].sort(byDateDesc).map((n) => ({
      id: n.id,
      type: 'news',
      published_at: n.date,
      featured_image: n.image,
      ...texts(n, ['title'], lang),
    }));
    // One upcoming event leads when there is one; the latest news fills the strip.
    return [...upcoming.slice(0, 1), ...latestNews].slice(0, limit);
  };

  const publication: Mapper<Item<'publications'>> = (p, lang) => ({
    ...withTexts<Item<'publications'>>(
      ['id', 'date', 'kind', 'image', 'file', 'pages'],
      ['title', 'summary', 'body'],
    )(p, lang),
    file_size: fileSize(p.file),
  });

  const pressItem: Mapper<Item<'press'>> = (p, lang) => ({
    ...withTexts<Item<'press'>>(['id', 'date', 'url'], ['title', 'outlet'])(p, lang),
    created_at: p.date,
    localized_title: p.title[lang],
  });

  return {
    day,
    eventStart,
    isUpcoming,
    tenderOpen,
    vacancyOpen,
    project,
    article,
    event,
    tender,
    vacancy,
    memberState,
    country,
    homeEvents,
    publication,
    pressItem,
    teamMember: withTexts<Item<'team'>>(
      ['id', 'group', 'image', 'email'],
      ['name', 'position', 'bio'],
    ),
    partner: withTexts<Item<'partners'>>(['id', 'kind', 'logo', 'url'], ['name', 'description']),
    copItem: withTexts<Content['cop']['items'][number]>(
      ['id', 'year', 'image'],
      ['title', 'location', 'summary', 'body'],
    ),
    galleryImage: withTexts<Item<'gallery'>>(
      ['id', 'date', 'image'],
      ['title', 'caption', 'album'],
    ),
    program: withTexts<Item<'programs'>>(['id', 'theme', 'image'], ['title', 'summary']),
    chartNode: withTexts<Item<'systemCharts'>>(
      ['id', 'parent_id', 'level'],
      ['title', 'description'],
    ),
    impact: withTexts<Item<'impacts'>>(['id', 'value', 'suffix'], ['label', 'description']),
  };
}

export type Records = ReturnType<typeof createRecords>;
