import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { countrySlug, englishCountryName } from '@/lib/map/countries';
import { sortByName } from '@/lib/map/members';
import { cachedRead, keepFallbackBrief, TAGS, type Tag } from './cache';
import { isNotFound, logProviderFailure, ProviderError } from './errors';
import { providerRequest, remoteProviderBase, WRITE_TIMEOUT_MS } from './http';
import {
  cleanImageUrl,
  id,
  isRecord,
  num,
  pick,
  pickText,
  str,
  timeZone,
  unwrapArray,
  unwrapHomeEvents,
  unwrapItem,
  unwrapPaged,
  unwrapProjects,
  type RawRecord,
} from './reshape';
import type {
  Article,
  CopItem,
  CopPage,
  Country,
  EventItem,
  GalleryImage,
  HomeEventItem,
  Impact,
  MemberState,
  Paged,
  Partner,
  PressItem,
  Program,
  Project,
  ProjectSummary,
  ProposalReceipt,
  Publication,
  SitePage,
  Slide,
  SlidersData,
  SocialLinks,
  SystemChartNode,
  TeamMember,
  Tender,
  Vacancy,
} from './types';

export { ProviderError, isNotFound } from './errors';
export { TAGS, type Tag } from './cache';
export { stripMarkup } from './reshape';
export type * from './types';

export interface ListOptions {
  page?: number;
  perPage?: number;
  [filter: string]: string | number | undefined;
}

function image(raw: RawRecord, ...keys: string[]): string | null {
  for (const key of keys) {
    const url = cleanImageUrl(raw[key], remoteProviderBase());
    if (url) return url;
  }
  return null;
}

function query(options: ListOptions = {}): Record<string, string | number | undefined> {
  const { page, perPage, ...filters } = options;
  return { page, per_page: perPage, ...filters };
}

/**
 * A detail record the provider answered with but that lacks what every item has (an id, a
 * title): a provider defect, not an unknown id, so it is an error and never a cached 404.
 */
function required<T>(item: T | null, path: string): T {
  if (item === null) throw new ProviderError('shape', path, 'Invalid response shape');
  return item;
}

/** Detail getters answer null for an unknown id so pages can call notFound(). */
async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A cached detail read. The provider's "not found" is thrown through the cache, which stores
 * only what resolves, and turned into null outside it: an unknown id (any string a stranger
 * types) never becomes a cache entry (README, "What is cached, and for how long").
 */
function cachedItem<Result>(
  name: string,
  tags: readonly Tag[],
  read: (locale: Locale, key: string) => Promise<Result>,
): (locale: Locale, key: string) => Promise<Result | null> {
  const cached = cachedRead(name, tags, read);
  return (locale, key) => orNull(cached(locale, key));
}

/**
 * Runs a read and, when it fails, logs the failure once on the server and returns the fallback
 * the spec's error catalogue prescribes for that section (§8). A statically rendered page that
 * falls back is kept only briefly, so it mends itself once the provider answers again.
 */
export async function withFallback<T>(read: Promise<T>, fallback: T, context: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    logProviderFailure(context, error);
    await keepFallbackBrief();
    return fallback;
  }
}

// ── Sliders and social links ────────────────────────────────────────────────────────────────

export const DEFAULT_SOCIAL_LINKS: SocialLinks = {
  facebook: '#',
  x: '#',
  youtube: '#',
  linkedin: '#',
  instagram: '#',
};

function reshapeSocial(raw: unknown): SocialLinks {
  const links = { ...DEFAULT_SOCIAL_LINKS };
  if (!isRecord(raw)) return links;
  for (const key of Object.keys(links) as (keyof SocialLinks)[]) {
    const value = str(raw, key);
    if (value) links[key] = value;
  }
  return links;
}

function reshapeSlide(raw: RawRecord, locale: Locale): Slide | null {
  const title = pickText(raw, 'title', locale);
  if (!title) return null;
  return {
    id: id(raw) ?? title,
    image: image(raw, 'image', 'image_url'),
    title,
    description: pickText(raw, 'description', locale) ?? '',
  };
}

async function readSliders(locale: Locale): Promise<SlidersData> {
  const path = '/sliders';
  const data = unwrapItem(await providerRequest({ path, locale }), path);
  const slides = Array.isArray(data.sliders)
    ? data.sliders
        .filter(isRecord)
        .map((raw) => reshapeSlide(raw, locale))
        .filter((s): s is Slide => s !== null)
    : [];
  return { slides, social: reshapeSocial(data.social_media_links) };
}
export const getSliders = cachedRead('sliders', [TAGS.sliders], readSliders);

// ── Projects ────────────────────────────────────────────────────────────────────────────────

function reshapeProjectSummary(raw: RawRecord, locale: Locale): ProjectSummary | null {
  const title =
    (locale === 'ar' || locale === 'fa' ? pickText(raw, 'title', locale) : null) ??
    str(raw, 'localized_title') ??
    str(raw, 'title');
  if (!title) return null;
  const shortTitle =
    locale === 'ar' || locale === 'fa'
      ? (str(raw, `short_title_${locale}`) ?? str(raw, 'short_title_ar'))
      : (str(raw, 'short_title') ?? str(raw, 'short_title_en'));
  return {
    id: id(raw),
    title,
    shortTitle,
    image: image(raw, 'image_url', 'image'),
    theme: str(raw, 'theme'),
    status: str(raw, 'status'),
    summary: pickText(raw, 'summary', locale),
    countries: stringList(raw.countries).map((code) => code.toLowerCase()),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
    : [];
}

function reshapeProject(raw: RawRecord, locale: Locale): Project | null {
  const summary = reshapeProjectSummary(raw, locale);
  if (!summary || !summary.id) return null;
  return {
    ...summary,
    id: summary.id,
    body: pick(raw, 'body', locale) ?? '',
    partnerIds: stringList(raw.partner_ids),
    startDate: str(raw, 'start_date'),
    endDate: str(raw, 'end_date'),
  };
}

async function readProjects(locale: Locale, options?: ListOptions): Promise<Paged<ProjectSummary>> {
  const path = '/projects';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapProjects(body, path, (raw) => reshapeProjectSummary(raw, locale));
}
export const getProjects = cachedRead('projects', [TAGS.projects], readProjects);

async function readProject(locale: Locale, projectId: string): Promise<Project | null> {
  const path = `/projects/${encodeURIComponent(projectId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeProject(unwrapItem(body, path), locale), path),
  );
}
export const getProject = cachedItem('project', [TAGS.projects], readProject);

// ── Articles: news, stories, COP news ───────────────────────────────────────────────────────

function reshapeArticle(raw: RawRecord, locale: Locale): Article | null {
  const articleId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!articleId || !title) return null;
  return {
    id: articleId,
    slug: str(raw, 'slug'),
    title,
    excerpt: pickText(raw, 'excerpt', locale),
    body: pick(raw, 'body', locale) ?? '',
    date: str(raw, 'date') ?? str(raw, 'published_at') ?? str(raw, 'created_at'),
    image: image(raw, 'image', 'featured_image', 'image_url'),
    imageCaption: pickText(raw, 'image_caption', locale),
    author: pickText(raw, 'author', locale),
  };
}

function articleReaders(resource: 'news' | 'stories' | 'cop-news', tag: Tag) {
  return {
    list: cachedRead(`${resource} list`, [tag], async (locale: Locale, options?: ListOptions) => {
      const path = `/${resource}`;
      const body = await providerRequest({ path, locale, query: query(options) });
      return unwrapPaged(body, path, (raw) => reshapeArticle(raw, locale));
    }),
    /** Accepts an id or a slug (menu links use news/{slug}). */
    get: cachedItem(`${resource} item`, [tag], async (locale: Locale, idOrSlug: string) => {
      const path = `/${resource}/${encodeURIComponent(idOrSlug)}`;
      return providerRequest({ path, locale }).then((body) =>
        required(reshapeArticle(unwrapItem(body, path), locale), path),
      );
    }),
  };
}

const news = articleReaders('news', TAGS.news);
const stories = articleReaders('stories', TAGS.stories);
const copNews = articleReaders('cop-news', TAGS.copNews);
export const getNews = news.list;
export const getNewsItem = news.get;
export const getStories = stories.list;
export const getStory = stories.get;
export const getCopNews = copNews.list;
export const getCopNewsItem = copNews.get;

// ── Events ──────────────────────────────────────────────────────────────────────────────────

function reshapeEvent(raw: RawRecord, locale: Locale): EventItem | null {
  const eventId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!eventId || !title) return null;
  return {
    id: eventId,
    title,
    summary: pickText(raw, 'summary', locale),
    body: pick(raw, 'body', locale) ?? pick(raw, 'description', locale) ?? '',
    start: str(raw, 'start_date') ?? str(raw, 'date'),
    end: str(raw, 'end_date'),
    timezone: timeZone(raw, 'timezone'),
    venue: pickText(raw, 'venue', locale),
    city: pickText(raw, 'city', locale),
    image: image(raw, 'image', 'featured_image'),
    registrationUrl: str(raw, 'registration_url'),
    format: str(raw, 'format'),
  };
}

async function readEvents(locale: Locale, options?: ListOptions): Promise<Paged<EventItem>> {
  const path = '/events';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapeEvent(raw, locale));
}
export const getEvents = cachedRead('events', [TAGS.events], readEvents);

async function readEvent(locale: Locale, eventId: string): Promise<EventItem | null> {
  const path = `/events/${encodeURIComponent(eventId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeEvent(unwrapItem(body, path), locale), path),
  );
}
export const getEvent = cachedItem('event', [TAGS.events], readEvent);

function reshapeHomeEvent(raw: RawRecord, locale: Locale): HomeEventItem | null {
  const itemId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!itemId || !title) return null;
  return {
    id: itemId,
    type: str(raw, 'type') === 'news' ? 'news' : 'event',
    title,
    date: str(raw, 'date') ?? str(raw, 'published_at'),
    image: image(raw, 'image', 'featured_image'),
  };
}

async function readHomeEvents(locale: Locale, limit = 3): Promise<HomeEventItem[]> {
  const path = '/home-events';
  const body = await providerRequest({ path, locale, query: { per_page: limit } });
  return unwrapHomeEvents(body, path)
    .map((raw) => reshapeHomeEvent(raw, locale))
    .filter((item): item is HomeEventItem => item !== null)
    .slice(0, limit);
}
export const getHomeEvents = cachedRead('homeEvents', [TAGS.news, TAGS.events], readHomeEvents);

// ── Publications ────────────────────────────────────────────────────────────────────────────

function reshapePublication(raw: RawRecord, locale: Locale): Publication | null {
  const pubId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!pubId || !title) return null;
  return {
    id: pubId,
    title,
    summary: pickText(raw, 'summary', locale),
    body: pick(raw, 'body', locale) ?? '',
    date: str(raw, 'date') ?? str(raw, 'published_at'),
    kind: str(raw, 'kind'),
    image: image(raw, 'image', 'cover'),
    file: image(raw, 'file'),
    fileSize: num(raw, 'file_size'),
    pages: num(raw, 'pages'),
  };
}

async function readPublications(
  locale: Locale,
  options?: ListOptions,
): Promise<Paged<Publication>> {
  const path = '/publications';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapePublication(raw, locale));
}
export const getPublications = cachedRead('publications', [TAGS.publications], readPublications);
/**
 * A free-text search: read per request and never stored, since every string a visitor types
 * would otherwise become a cache entry that is never evicted. Shared within one request only.
 */
export const searchPublications = cache(readPublications);

async function readPublication(locale: Locale, pubId: string): Promise<Publication | null> {
  const path = `/publications/${encodeURIComponent(pubId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapePublication(unwrapItem(body, path), locale), path),
  );
}
export const getPublication = cachedItem('publication', [TAGS.publications], readPublication);

// ── Tenders ─────────────────────────────────────────────────────────────────────────────────

function reshapeTender(raw: RawRecord, locale: Locale): Tender | null {
  const tenderId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!tenderId || !title) return null;
  return {
    id: tenderId,
    reference: str(raw, 'reference'),
    title,
    description: pick(raw, 'description', locale) ?? '',
    location: pickText(raw, 'location', locale),
    duration: pickText(raw, 'duration', locale),
    issueDate: str(raw, 'issue_date'),
    deadline: str(raw, 'dead_line'),
    isExpired: raw.is_expired === true || raw.is_expired === 1 || raw.is_expired === '1',
    daysRemaining: num(raw, 'days_remaining'),
    mobile: str(raw, 'mobile_number'),
    landline: str(raw, 'land_number'),
    email: str(raw, 'email'),
    file: image(raw, 'file'),
  };
}

async function readTenders(locale: Locale, options?: ListOptions): Promise<Paged<Tender>> {
  const path = '/tenders';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapeTender(raw, locale));
}
export const getTenders = cachedRead('tenders', [TAGS.tenders], readTenders);

async function readTender(locale: Locale, tenderId: string): Promise<Tender | null> {
  const path = `/tenders/${encodeURIComponent(tenderId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeTender(unwrapItem(body, path), locale), path),
  );
}
export const getTender = cachedItem('tender', [TAGS.tenders], readTender);

/** Forwards an already validated proposal (multipart, spec §7 field names). */
/** A multipart submission to the provider; its receipt id when it sends one. */
async function submit(path: string, locale: Locale, form: FormData): Promise<ProposalReceipt> {
  const body = await providerRequest({
    path,
    locale,
    method: 'POST',
    body: form,
    timeoutMs: WRITE_TIMEOUT_MS,
  });
  if (!isRecord(body) || body.success !== true) {
    throw new ProviderError('unsuccessful', path, 'Submission failed');
  }
  return { receiptId: isRecord(body.data) ? str(body.data, 'receipt_id') : null };
}

export function applyToTender(
  locale: Locale,
  tenderId: string,
  form: FormData,
): Promise<ProposalReceipt> {
  return submit(`/tenders/${encodeURIComponent(tenderId)}/apply`, locale, form);
}

/** Spec §7 POST /job-applications; the form carries the vacancy_id. */
export function applyForJob(locale: Locale, form: FormData): Promise<ProposalReceipt> {
  return submit('/job-applications', locale, form);
}

/** Spec §7 POST /internship-applications. */
export function applyForInternship(locale: Locale, form: FormData): Promise<ProposalReceipt> {
  return submit('/internship-applications', locale, form);
}

// ── Vacancies ───────────────────────────────────────────────────────────────────────────────

function reshapeVacancy(raw: RawRecord, locale: Locale): Vacancy | null {
  const vacancyId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!vacancyId || !title) return null;
  return {
    id: vacancyId,
    reference: str(raw, 'reference'),
    title,
    location: pickText(raw, 'location', locale),
    summary: pickText(raw, 'summary', locale),
    description: pick(raw, 'description', locale) ?? '',
    requirements: pick(raw, 'requirements', locale) ?? '',
    employmentType: str(raw, 'employment_type'),
    postedDate: str(raw, 'posted_date'),
    deadline: str(raw, 'dead_line') ?? str(raw, 'deadline'),
    isExpired: raw.is_expired === true || raw.is_expired === 1 || raw.is_expired === '1',
  };
}

async function readVacancies(locale: Locale, options?: ListOptions): Promise<Paged<Vacancy>> {
  const path = '/vacancies';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapeVacancy(raw, locale));
}
export const getVacancies = cachedRead('vacancies', [TAGS.vacancies], readVacancies);

async function readVacancy(locale: Locale, vacancyId: string): Promise<Vacancy | null> {
  const path = `/vacancies/${encodeURIComponent(vacancyId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeVacancy(unwrapItem(body, path), locale), path),
  );
}
export const getVacancy = cachedItem('vacancy', [TAGS.vacancies], readVacancy);

// ── People and organisations ────────────────────────────────────────────────────────────────

function reshapeTeamMember(raw: RawRecord, locale: Locale): TeamMember | null {
  const memberId = id(raw);
  const name = pickText(raw, 'name', locale);
  if (!memberId || !name) return null;
  return {
    id: memberId,
    name,
    position: pickText(raw, 'position', locale),
    bio: pick(raw, 'bio', locale),
    image: image(raw, 'image'),
    email: str(raw, 'email'),
    group: str(raw, 'group'),
  };
}

async function readTeamMembers(locale: Locale, options?: ListOptions): Promise<Paged<TeamMember>> {
  const path = '/team-members';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapeTeamMember(raw, locale));
}
export const getTeamMembers = cachedRead('teamMembers', [TAGS.team], readTeamMembers);

async function readTeamMember(locale: Locale, memberId: string): Promise<TeamMember | null> {
  const path = `/team-members/${encodeURIComponent(memberId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeTeamMember(unwrapItem(body, path), locale), path),
  );
}
export const getTeamMember = cachedItem('teamMember', [TAGS.team], readTeamMember);

function reshapePartner(raw: RawRecord, locale: Locale): Partner | null {
  const partnerId = id(raw);
  const name = pickText(raw, 'name', locale);
  if (!partnerId || !name) return null;
  return {
    id: partnerId,
    name,
    description: pick(raw, 'description', locale),
    url: str(raw, 'url'),
    logo: image(raw, 'logo', 'image'),
    kind: str(raw, 'kind'),
  };
}

async function readPartners(locale: Locale, options?: ListOptions): Promise<Paged<Partner>> {
  const path = '/partners';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapePartner(raw, locale));
}
export const getPartners = cachedRead('partners', [TAGS.partners], readPartners);

async function readPartner(locale: Locale, partnerId: string): Promise<Partner | null> {
  const path = `/partners/${encodeURIComponent(partnerId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapePartner(unwrapItem(body, path), locale), path),
  );
}
export const getPartner = cachedItem('partner', [TAGS.partners], readPartner);

function reshapeMemberState(raw: RawRecord, locale: Locale): MemberState | null {
  const translations = Array.isArray(raw.translations) ? raw.translations.filter(isRecord) : [];
  const own = translations.find((t) => str(t, 'locale') === locale);
  const country = isRecord(raw.country) ? raw.country : {};
  const sentName = str(country, 'name') ?? str(raw, 'name') ?? str(raw, 'title');
  if (!sentName) return null;
  // A provider answering in Arabic may name the country in Arabic: the id stays the English slug.
  const englishName = englishCountryName(sentName);
  const code = str(country, 'code')?.toLowerCase() ?? null;
  const name = (own && (str(own, 'name') ?? str(own, 'title'))) ?? str(raw, 'name') ?? englishName;
  const mapKey = isRecord(raw.map_key) ? raw.map_key : null;
  return {
    id: countrySlug(englishName) || code || sentName,
    name,
    englishName,
    code,
    title: (own && str(own, 'title')) ?? str(raw, 'title') ?? name,
    rank: (own && str(own, 'rank')) ?? str(raw, 'rank'),
    instituteName: (own && str(own, 'institute_name')) ?? str(raw, 'institute_name'),
    location: (own && str(own, 'location')) ?? str(raw, 'location'),
    tel: str(raw, 'tel'),
    fax: str(raw, 'fax'),
    email: str(raw, 'email'),
    image: image(raw, 'image'),
    mapKey:
      mapKey && id(mapKey) && str(mapKey, 'key_color')
        ? {
            id: id(mapKey) as string,
            color: str(mapKey, 'key_color') as string,
            title: pick(mapKey, 'title', locale) ?? '',
          }
        : null,
  };
}

/** Member states sorted by name in the current language (spec §2). */
async function readMemberStates(locale: Locale): Promise<MemberState[]> {
  const path = '/member-states-countries';
  return sortByName(
    unwrapArray(await providerRequest({ path, locale }), path)
      .map((raw) => reshapeMemberState(raw, locale))
      .filter((m): m is MemberState => m !== null),
    locale,
  );
}
export const getMemberStates = cachedRead('memberStates', [TAGS.memberStates], readMemberStates);

async function readCountries(locale: Locale): Promise<Country[]> {
  const path = '/countries';
  return unwrapPaged(
    await providerRequest({ path, locale, query: { per_page: 100 } }),
    path,
    (raw) => {
      const countryId = id(raw);
      const name = pickText(raw, 'name', locale);
      return countryId && name ? { id: countryId, code: str(raw, 'code'), name } : null;
    },
  ).items;
}
export const getCountries = cachedRead('countries', [TAGS.countries], readCountries);

async function readPrograms(locale: Locale): Promise<Program[]> {
  const path = '/programs';
  return unwrapPaged(await providerRequest({ path, locale }), path, (raw) => {
    const programId = id(raw);
    const title = pickText(raw, 'title', locale);
    if (!programId || !title) return null;
    return {
      id: programId,
      title,
      summary: pickText(raw, 'summary', locale),
      theme: str(raw, 'theme'),
      image: image(raw, 'image'),
    };
  }).items;
}
export const getPrograms = cachedRead('programs', [TAGS.programs], readPrograms);

// ── Press, COP, gallery, pages, impacts, charts ─────────────────────────────────────────────

function reshapePressItem(raw: RawRecord, locale: Locale): PressItem | null {
  const pressId = id(raw);
  if (!pressId) return null;
  return {
    id: pressId,
    // Spec §3: the title falls back to a generic press label (the caller supplies it when empty).
    title: pick(raw, 'localized_title', locale) ?? pickText(raw, 'title', locale) ?? '',
    // Spec §3: the date falls back through date, created_at, published_at.
    date: str(raw, 'date') ?? str(raw, 'created_at') ?? str(raw, 'published_at'),
    url: str(raw, 'url'),
    outlet: pickText(raw, 'outlet', locale),
  };
}

/** The menu's "In the Media" list: `success` and `data.data` (spec §7, per_page 3). */
async function readPressItems(locale: Locale, perPage = 3): Promise<PressItem[]> {
  const path = '/inwrdam-in-press';
  return unwrapArray(await providerRequest({ path, locale, query: { per_page: perPage } }), path)
    .map((raw) => reshapePressItem(raw, locale))
    .filter((item): item is PressItem => item !== null);
}

export const getPressItems = cachedRead('pressItems', [TAGS.press], readPressItems);

/** The media page's paged press coverage. */
async function readPressPage(locale: Locale, options?: ListOptions): Promise<Paged<PressItem>> {
  const path = '/inwrdam-in-press';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapePressItem(raw, locale));
}
export const getPressPage = cachedRead('pressPage', [TAGS.press], readPressPage);

function reshapeCopItem(raw: RawRecord, locale: Locale): CopItem | null {
  const itemId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!itemId || !title) return null;
  return {
    id: itemId,
    title,
    year: num(raw, 'year'),
    location: pickText(raw, 'location', locale),
    summary: pickText(raw, 'summary', locale),
    body: pick(raw, 'body', locale) ?? '',
    image: image(raw, 'image'),
  };
}

async function readCop(locale: Locale): Promise<CopPage> {
  const path = '/cop';
  const data = unwrapItem(await providerRequest({ path, locale }), path);
  const items = Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  return {
    title: pick(data, 'title', locale) ?? '',
    intro: pick(data, 'intro', locale) ?? '',
    items: items.map((raw) => reshapeCopItem(raw, locale)).filter((i): i is CopItem => i !== null),
  };
}
export const getCop = cachedRead('cop', [TAGS.cop], readCop);

async function readCopItem(locale: Locale, itemId: string): Promise<CopItem | null> {
  const path = `/cop/${encodeURIComponent(itemId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeCopItem(unwrapItem(body, path), locale), path),
  );
}
export const getCopItem = cachedItem('copItem', [TAGS.cop], readCopItem);

function reshapeGalleryImage(raw: RawRecord, locale: Locale): GalleryImage | null {
  const imageId = id(raw);
  const title = pickText(raw, 'title', locale);
  if (!imageId || !title) return null;
  return {
    id: imageId,
    title,
    caption: pickText(raw, 'caption', locale),
    album: pickText(raw, 'album', locale),
    date: str(raw, 'date'),
    image: image(raw, 'image', 'image_url'),
  };
}

async function readGalleryImages(
  locale: Locale,
  options?: ListOptions,
): Promise<Paged<GalleryImage>> {
  const path = '/culture-gallery-images';
  const body = await providerRequest({ path, locale, query: query(options) });
  return unwrapPaged(body, path, (raw) => reshapeGalleryImage(raw, locale));
}
export const getGalleryImages = cachedRead('galleryImages', [TAGS.gallery], readGalleryImages);

async function readGalleryImage(locale: Locale, imageId: string): Promise<GalleryImage | null> {
  const path = `/culture-gallery-images/${encodeURIComponent(imageId)}`;
  return providerRequest({ path, locale }).then((body) =>
    required(reshapeGalleryImage(unwrapItem(body, path), locale), path),
  );
}
export const getGalleryImage = cachedItem('galleryImage', [TAGS.gallery], readGalleryImage);

async function readPage(locale: Locale, slug: string): Promise<SitePage | null> {
  const path = `/pages/${encodeURIComponent(slug)}`;
  return providerRequest({ path, locale }).then((body) => {
    const raw = unwrapItem(body, path);
    return {
      slug,
      title: pickText(raw, 'title', locale) ?? '',
      summary: pickText(raw, 'summary', locale),
      body: pick(raw, 'body', locale) ?? '',
    };
  });
}
export const getPage = cachedItem('page', [TAGS.pages], readPage);

async function readImpacts(locale: Locale): Promise<Impact[]> {
  const path = '/our-impacts';
  return unwrapPaged(await providerRequest({ path, locale }), path, (raw) => {
    const impactId = id(raw);
    const value = num(raw, 'value');
    const label = pickText(raw, 'label', locale);
    if (!impactId || value === null || !label) return null;
    return {
      id: impactId,
      value,
      suffix: str(raw, 'suffix') ?? '',
      label,
      description: pick(raw, 'description', locale),
    };
  }).items;
}
export const getImpacts = cachedRead('impacts', [TAGS.impacts], readImpacts);

async function readSystemCharts(locale: Locale): Promise<SystemChartNode[]> {
  const path = '/oic-system-charts';
  return unwrapPaged(await providerRequest({ path, locale }), path, (raw) => {
    const nodeId = id(raw);
    const title = pickText(raw, 'title', locale);
    if (!nodeId || !title) return null;
    return {
      id: nodeId,
      parentId: id(raw, 'parent_id'),
      level: num(raw, 'level') ?? 0,
      title,
      description: pick(raw, 'description', locale),
    };
  }).items;
}
export const getSystemCharts = cachedRead('systemCharts', [TAGS.systemCharts], readSystemCharts);
