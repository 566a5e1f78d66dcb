/**
 * The built-in provider: the provider API's REST contract (paths, envelopes, field names of spec
 * §3 and §7) answered from the seed content in `content/`. The site calls it in-process when
 * PROVIDER_API_URL is unset; app/api/provider/[...path] mounts its reads over HTTP.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { content as defaultContent, type Content } from './content';
import type { ContentLocale, DayRef, L10n } from './content-types';
import { daysUntilEndOf, resolveDay, zonedIso } from './dates';
import { MAX_BODY_BYTES } from '@/lib/proposal/constants';
import { detectDocumentType } from '@/lib/upload/file-type';
import { parseMultipart } from '@/lib/upload/server/multipart';
import { storageStatus } from './quota';
import { saveSubmission, type SubmissionRecord } from './store';

type Json = Record<string, unknown>;

const LANGS: readonly ContentLocale[] = ['en', 'ar', 'fr', 'fa'];
const DEFAULT_PER_PAGE = 9;
const MAX_PER_PAGE = 100;

export interface EmbeddedOptions {
  /** Writes are accepted only from the site's own validating route handlers (DESIGN.md). */
  allowWrites: boolean;
}

export interface EmbeddedDeps {
  content: Content;
  now: () => Date;
  save: typeof saveSubmission;
  /** Whether DATA_DIR can take another submission (README, "Configuration"). */
  storageFull: () => Promise<boolean>;
  /** Size in bytes of one of the site's own files (publications' downloads), if it exists. */
  fileSize: (publicPath: string) => number | null;
}

/** The site's files live in public/, beside the server (standalone copies them there too). */
function publicFileSize(publicPath: string): number | null {
  try {
    return statSync(path.join(/* turbopackIgnore: true */ process.cwd(), 'public', publicPath))
      .size;
  } catch {
    return null;
  }
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

const notFound = () => json({ success: false, message: 'Not found' }, 404);

function requestLang(request: Request): ContentLocale {
  const header = request.headers.get('lang') ?? request.headers.get('accept-language') ?? '';
  const code = header.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code) ? (code as ContentLocale) : 'en';
}

/** `title` in the requested language plus the `_ar` copy the provider API carries and a `_fa` copy. */
function texts<T extends object>(source: T, keys: (keyof T & string)[], lang: ContentLocale): Json {
  const out: Json = {};
  for (const key of keys) {
    const text = source[key] as L10n | undefined;
    if (!text) continue;
    out[key] = text[lang] || text.en;
    out[`${key}_ar`] = text.ar;
    out[`${key}_fa`] = text.fa;
  }
  return out;
}

function paginate<T>(items: T[], url: URL, map: (item: T) => Json): Json {
  const perPage = Math.min(
    Math.max(Number(url.searchParams.get('per_page')) || DEFAULT_PER_PAGE, 1),
    MAX_PER_PAGE,
  );
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(Math.max(Number(url.searchParams.get('page')) || 1, 1), lastPage);
  return {
    data: items.slice((page - 1) * perPage, page * perPage).map(map),
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total: items.length,
  };
}

const byDateDesc = <T extends { date: string }>(a: T, b: T) => b.date.localeCompare(a.date);

export function createEmbeddedProvider(deps: EmbeddedDeps) {
  const { content, now } = deps;
  const day = (ref: DayRef) => resolveDay(ref, now());

  const project = (p: Content['projects'][number], lang: ContentLocale): Json => ({
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

  const article = (a: Content['news'][number] & { author?: L10n }, lang: ContentLocale): Json => ({
    id: a.id,
    slug: a.slug,
    date: a.date,
    published_at: a.date,
    image: a.image,
    ...texts(a, ['title', 'excerpt', 'body', 'image_caption', 'author'], lang),
  });

  const eventStart = (e: Content['events'][number]) =>
    zonedIso(day(e.start), e.start_time, e.timezone);
  const event = (e: Content['events'][number], lang: ContentLocale): Json => ({
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
  const isUpcoming = (e: Content['events'][number]) =>
    Date.parse(zonedIso(day(e.end), e.end_time, e.timezone)) >= now().getTime();

  const tender = (t: Content['tenders'][number], lang: ContentLocale): Json => {
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
  const tenderOpen = (t: Content['tenders'][number]) =>
    !t.is_expired && daysUntilEndOf(day(t.deadline), now()) > 0;

  const vacancyOpen = (v: Content['vacancies'][number]) =>
    daysUntilEndOf(day(v.deadline), now()) > 0;

  const vacancy = (v: Content['vacancies'][number], lang: ContentLocale): Json => {
    const deadline = day(v.deadline);
    return {
      id: v.id,
      reference: v.reference,
      posted_date: day(v.posted),
      dead_line: deadline,
      is_expired: !vacancyOpen(v),
      employment_type: v.employment_type,
      ...texts(v, ['title', 'location', 'summary', 'description', 'requirements'], lang),
    };
  };

  const memberState = (
    m: Content['memberStates']['members'][number],
    lang: ContentLocale,
  ): Json => {
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

  type Reader = (match: RegExpMatchArray, url: URL, lang: ContentLocale) => Response;
  type Mapper<T> = (item: T, lang: ContentLocale) => Json;
  const ok = (data: unknown) => json({ success: true, data });
  const find = <T extends { id: number }>(items: T[], wanted: string | undefined) =>
    items.find((i) => String(i.id) === wanted || ('slug' in i && i.slug === wanted));

  /**
   * A list route (paged, optionally filtered and ordered) and its detail route, which accepts
   * an id or, where records have one, a slug.
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

  const withTexts =
    <T extends object>(fields: (keyof T & string)[], keys: (keyof T & string)[]): Mapper<T> =>
    (item, lang) => ({
      ...Object.fromEntries(fields.map((field) => [field, item[field]])),
      ...texts(item, keys, lang),
    });

  const publication: Mapper<Content['publications'][number]> = (p, lang) => ({
    ...withTexts<Content['publications'][number]>(
      ['id', 'date', 'kind', 'image', 'file', 'pages'],
      ['title', 'summary', 'body'],
    )(p, lang),
    file_size: deps.fileSize(p.file),
  });
  const teamMember = withTexts<Content['team'][number]>(
    ['id', 'group', 'image', 'email'],
    ['name', 'position', 'bio'],
  );
  const partner = withTexts<Content['partners'][number]>(
    ['id', 'kind', 'logo', 'url'],
    ['name', 'description'],
  );
  const copItem = withTexts<Content['cop']['items'][number]>(
    ['id', 'year', 'image'],
    ['title', 'location', 'summary', 'body'],
  );
  const galleryImage = withTexts<Content['gallery'][number]>(
    ['id', 'date', 'image'],
    ['title', 'caption', 'album'],
  );
  const program = withTexts<Content['programs'][number]>(
    ['id', 'theme', 'image'],
    ['title', 'summary'],
  );
  const chartNode = withTexts<Content['systemCharts'][number]>(
    ['id', 'parent_id', 'level'],
    ['title', 'description'],
  );
  const impact = withTexts<Content['impacts'][number]>(
    ['id', 'value', 'suffix'],
    ['label', 'description'],
  );
  const pressItem: Mapper<Content['press'][number]> = (p, lang) => ({
    ...withTexts<Content['press'][number]>(['id', 'date', 'url'], ['title', 'outlet'])(p, lang),
    created_at: p.date,
    localized_title: p.title[lang],
  });
  const country: Mapper<Content['memberStates']['members'][number]> = (m, lang) => ({
    id: m.name_en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    code: m.iso2,
    ...texts(m, ['name'], lang),
  });
  const newestFirst = <T extends { date: string }>(items: T[]) => items.sort(byDateDesc);

  const reads: [RegExp, Reader][] = [
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
    ...collection('projects', () => content.projects, project, {
      select: (items, url) => {
        const theme = url.searchParams.get('theme');
        const status = url.searchParams.get('status');
        return items.filter(
          (p) => (!theme || p.theme === theme) && (!status || p.status === status),
        );
      },
      wrap: (paginator) => ({ data: paginator }),
    }),
    ...collection('news', () => content.news, article, { select: newestFirst }),
    ...collection('stories', () => content.stories, article, { select: newestFirst }),
    ...collection('cop-news', () => content.copNews, article, { select: newestFirst }),
    ...collection('events', () => content.events, event, {
      select: (items, url) => {
        const when = url.searchParams.get('when');
        const upcoming = items
          .filter(isUpcoming)
          .sort((a, b) => eventStart(a).localeCompare(eventStart(b)));
        const past = items
          .filter((e) => !isUpcoming(e))
          .sort((a, b) => eventStart(b).localeCompare(eventStart(a)));
        return when === 'upcoming' ? upcoming : when === 'past' ? past : [...upcoming, ...past];
      },
    }),
    [
      /^\/home-events$/,
      (_, url, lang) =>
        ok({
          data: {
            items: homeEvents(lang, Math.min(Number(url.searchParams.get('per_page')) || 3, 12)),
          },
        }),
    ],
    ...collection('publications', () => content.publications, publication, {
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
    ...collection('tenders', () => content.tenders, tender, {
      // Open tenders first, then by deadline, latest first.
      select: (items) =>
        items.sort(
          (a, b) =>
            Number(tenderOpen(b)) - Number(tenderOpen(a)) ||
            day(b.deadline).localeCompare(day(a.deadline)),
        ),
    }),
    ...collection('vacancies', () => content.vacancies, vacancy, {
      select: (items) => items.sort((a, b) => day(b.posted).localeCompare(day(a.posted))),
    }),
    ...collection('team-members', () => content.team, teamMember),
    ...collection('partners', () => content.partners, partner),
    [
      /^\/member-states-countries$/,
      (_, __, lang) => ok({ data: content.memberStates.members.map((m) => memberState(m, lang)) }),
    ],
    [
      /^\/countries$/,
      (_, url, lang) => ok(paginate(content.memberStates.members, url, (m) => country(m, lang))),
    ],
    [
      /^\/programs$/,
      (_, url, lang) => ok(paginate(content.programs, url, (p) => program(p, lang))),
    ],
    [
      /^\/inwrdam-in-press$/,
      (_, url, lang) =>
        ok(paginate(newestFirst([...content.press]), url, (p) => pressItem(p, lang))),
    ],
    [
      /^\/cop$/,
      (_, __, lang) =>
        ok({
          ...texts(content.cop, ['title', 'intro'], lang),
          items: content.cop.items.map((i) => copItem(i, lang)),
        }),
    ],
    [
      /^\/cop\/([^/]+)$/,
      (m, _, lang) => {
        const item = find(content.cop.items, m[1]);
        return item ? ok(copItem(item, lang)) : notFound();
      },
    ],
    ...collection('culture-gallery-images', () => content.gallery, galleryImage, {
      select: newestFirst,
    }),
    [
      /^\/oic-system-charts$/,
      (_, url, lang) => ok(paginate(content.systemCharts, url, (c) => chartNode(c, lang))),
    ],
    [
      /^\/our-impacts$/,
      (_, url, lang) => ok(paginate(content.impacts, url, (i) => impact(i, lang))),
    ],
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

  async function write(
    kind: SubmissionRecord['kind'],
    request: Request,
    lang: ContentLocale,
    check?: (fields: Record<string, string>) => Response | null,
  ) {
    if (await deps.storageFull()) {
      return json({ success: false, message: 'Insufficient storage' }, 507);
    }
    // Streamed like the site's own handler parses it (files to temporary files, not memory):
    // a provider checks what it is sent even from the site.
    const parsed = await parseMultipart(
      request.body,
      request.headers.get('content-type') ?? '',
      MAX_BODY_BYTES,
    );
    if (!parsed.ok) {
      return parsed.reason === 'malformed'
        ? json({ success: false, message: 'Expected multipart/form-data' }, 400)
        : json({ success: false, message: 'Request body too large' }, 413);
    }
    try {
      const fields: Record<string, string> = {};
      const files: { field: string; file: File }[] = [];
      for (const [key, value] of parsed.form.entries()) {
        if (typeof value === 'string') fields[key] = value;
        else files.push({ field: key, file: value });
      }
      const refusal = check?.(fields);
      if (refusal) return refusal;
      const typed = [];
      for (const { field, file } of files) {
        const type = await detectDocumentType(file);
        if (!type) return json({ success: false, message: `${field} is not a document` }, 415);
        typed.push({ field, file, type });
      }
      const record = await deps.save(kind, lang, fields, typed);
      return json({ success: true, data: { receipt_id: record.receipt_id } });
    } finally {
      await parsed.dispose();
    }
  }

  const writes: [
    RegExp,
    (m: RegExpMatchArray, request: Request, lang: ContentLocale) => Promise<Response>,
  ][] = [
    [
      /^\/tenders\/([^/]+)\/apply$/,
      (m, request, lang) => {
        const t = find(content.tenders, m[1]);
        if (!t) return Promise.resolve(notFound());
        if (!tenderOpen(t))
          return Promise.resolve(json({ success: false, message: 'This tender is closed' }, 409));
        return write('tender-proposal', request, lang, (fields) =>
          fields.tender_id === String(t.id)
            ? null
            : json({ success: false, message: 'tender_id does not match' }, 422),
        );
      },
    ],
    [
      /^\/job-applications$/,
      // An application names its vacancy in the form: it must exist and still be open.
      (_, request, lang) =>
        write('job-application', request, lang, (fields) => {
          const v = find(content.vacancies, fields.vacancy_id);
          if (!v) return json({ success: false, message: 'Unknown vacancy_id' }, 404);
          return vacancyOpen(v)
            ? null
            : json({ success: false, message: 'This vacancy is closed' }, 409);
        }),
    ],
    [
      /^\/internship-applications$/,
      (_, request, lang) => write('internship-application', request, lang),
    ],
  ];

  return async function handle(request: Request, options: EmbeddedOptions): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const lang = requestLang(request);
    if (request.method === 'GET' || request.method === 'HEAD') {
      for (const [pattern, read] of reads) {
        const match = path.match(pattern);
        if (match) return read(match, url, lang);
      }
      return notFound();
    }
    if (request.method === 'POST') {
      const route = writes.find(([pattern]) => pattern.test(path));
      if (!route) return notFound();
      if (!options.allowWrites) return json({ success: false, message: 'Method not allowed' }, 405);
      return route[1](path.match(route[0])!, request, lang);
    }
    return json({ success: false, message: 'Method not allowed' }, 405);
  };
}

export const handleProviderRequest = createEmbeddedProvider({
  content: defaultContent,
  now: () => new Date(),
  save: saveSubmission,
  storageFull: async () => (await storageStatus()).full,
  fileSize: publicFileSize,
});
