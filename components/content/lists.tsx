import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import {
  eventCard,
  galleryCard,
  projectCard,
  publicationCard,
  vacancyCard,
} from '@/components/content/cards';
import { pagedList, type ListView } from '@/components/content/listRoutes';
import TenderList from '@/components/tenders/TenderList';
import CardGrid from '@/components/ui/CardGrid';
import FilterLinks from '@/components/ui/FilterLinks';
import PageHeader from '@/components/ui/PageHeader';
import Pagination from '@/components/ui/Pagination';
import { isOpen, isUpcoming } from '@/lib/deadlines';
import { PROJECTS_FILTER_PATH, PUBLICATIONS_SEARCH_PATH } from '@/lib/list-paths';
import { formatDate } from '@/lib/format';
import { codeLabel } from '@/lib/i18n/labels';
import { Link, getPathname } from '@/lib/i18n/navigation';
import {
  getGalleryImages,
  getPublications,
  withFallback,
  type EventItem,
  type GalleryImage,
  type PressItem,
  type ProjectSummary,
  type Publication,
  type Tender,
  type Vacancy,
} from '@/lib/provider';

// One view per list, each used by both of its routes (`/events` and `/events/page/N`).

export const eventsList = pagedList(
  'events',
  'events',
  async function EventsList({ locale, result, failed }: ListView<EventItem>) {
    const t = await getTranslations('Pages.events');
    const tDates = await getTranslations('Dates');
    // The provider lists upcoming events first (soonest first), then past ones (latest first).
    return (
      <ListLayout
        title={t('title')}
        lead={t('description')}
        basePath="/events"
        cards={result.items.map((item) =>
          eventCard(item, locale, isUpcoming(item.end) ? tDates('upcoming') : tDates('past')),
        )}
        page={result}
        failed={failed}
      />
    );
  },
);

export const galleryList = pagedList(
  'gallery',
  'gallery',
  async function GalleryList({ locale, result, failed }: ListView<GalleryImage>) {
    const t = await getTranslations('Pages.gallery');
    return (
      <ListLayout
        title={t('title')}
        lead={t('description')}
        basePath="/gallery"
        cards={result.items.map((item) => galleryCard(item, locale))}
        page={result}
        failed={failed}
      />
    );
  },
);

export const tendersList = pagedList(
  'tenders',
  'tenders',
  async function TendersList({ locale, result, failed }: ListView<Tender>) {
    const t = await getTranslations('Pages.tenders');
    return (
      <>
        <PageHeader title={t('title')} lead={t('description')} />
        <div className="container section">
          <TenderList tenders={result.items} locale={locale} failed={failed} />
          <Pagination page={result.page} lastPage={result.lastPage} basePath="/tenders" />
        </div>
      </>
    );
  },
);

export const vacanciesList = pagedList(
  'vacancies',
  'vacancies',
  async function VacanciesList({ locale, result, failed }: ListView<Vacancy>) {
    const t = await getTranslations('Pages.vacancies');
    const tCommon = await getTranslations('Common');
    return (
      <ListLayout
        title={t('title')}
        lead={t('description')}
        basePath="/vacancies"
        cards={result.items.map((item) =>
          vacancyCard(item, locale, isOpen(item) ? tCommon('open') : tCommon('closed')),
        )}
        page={result}
        failed={failed}
      />
    );
  },
);

export const mediaList = pagedList(
  'media',
  'media',
  async function MediaList({ locale, result }: ListView<PressItem>) {
    const t = await getTranslations('Pages');
    const tLists = await getTranslations('Lists');
    const tCommon = await getTranslations('Common');
    const tHeader = await getTranslations('Header');
    const gallery = await withFallback(
      getGalleryImages(locale, { perPage: 3 }).then((r) => r.items),
      [],
      'gallery teaser',
    );
    return (
      <>
        <PageHeader title={t('media.title')} lead={t('media.description')} />
        <div className="container section">
          <h2 className="section-title">{tLists('inTheMedia')}</h2>
          {result.items.length === 0 ? (
            <p>{tCommon('empty')}</p>
          ) : (
            <ul className="press-list">
              {result.items.map((item) => (
                <li key={item.id}>
                  {item.url ? (
                    <a href={item.url} target="_blank" rel="noopener">
                      {item.title || tHeader('pressFallback')}
                      <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                    </a>
                  ) : (
                    <span>{item.title || tHeader('pressFallback')}</span>
                  )}
                  <span className="press-meta">
                    {[item.outlet, formatDate(item.date, locale)].filter(Boolean).join(' — ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={result.page} lastPage={result.lastPage} basePath="/media" />
          <div className="section-head">
            <h2 className="section-title">{t('gallery.title')}</h2>
            <Link href="/gallery">{tCommon('viewAll')}</Link>
          </div>
          <CardGrid
            headingLevel="h3"
            emptyText={tCommon('empty')}
            cards={gallery.map((g) => galleryCard(g, locale))}
          />
        </div>
      </>
    );
  },
);

// ── Projects: filtered by theme and status ──────────────────────────────────────────────────

export const PROJECT_THEMES = ['water', 'energy', 'food', 'environment', 'nexus'] as const;
export const PROJECT_STATUSES = ['ongoing', 'completed'] as const;

export interface ProjectFilters {
  theme?: (typeof PROJECT_THEMES)[number];
  status?: (typeof PROJECT_STATUSES)[number];
}

export async function ProjectsView({
  result,
  failed,
  filters = {},
}: Omit<ListView<ProjectSummary>, 'locale'> & { filters?: ProjectFilters }) {
  const t = await getTranslations('Pages.projects');
  const tLists = await getTranslations('Lists');
  const filtered = Boolean(filters.theme || filters.status);
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath={filtered ? PROJECTS_FILTER_PATH : '/projects'}
      before={
        <div className="filters">
          <FilterLinks
            label={tLists('theme')}
            param="theme"
            allLabel={tLists('all')}
            options={PROJECT_THEMES.map((value) => ({ value, label: tLists(`themes.${value}`) }))}
            current={filters.theme}
            basePath={PROJECTS_FILTER_PATH}
            listPath="/projects"
            query={{ ...filters }}
          />
          <FilterLinks
            label={tLists('status')}
            param="status"
            allLabel={tLists('all')}
            options={PROJECT_STATUSES.map((value) => ({
              value,
              label: tLists(`statuses.${value}`),
            }))}
            current={filters.status}
            basePath={PROJECTS_FILTER_PATH}
            listPath="/projects"
            query={{ ...filters }}
          />
        </div>
      }
      cards={result.items.map((item, index) =>
        projectCard(item, index, codeLabel(tLists, 'themes', item.theme)),
      )}
      page={result}
      query={{ ...filters }}
      failed={failed}
    />
  );
}

export const projectsList = pagedList('projects', 'projects', ProjectsView);

// ── Publications: searched by text, filtered by type and year ───────────────────────────────

export const PUBLICATION_KINDS = ['report', 'policy-brief', 'guideline', 'proceedings', 'atlas'] as const;

export interface PublicationFilters {
  q?: string;
  kind?: (typeof PUBLICATION_KINDS)[number];
  year?: string;
}

/** The years on offer, newest first, from the whole list (which is cached). */
export async function publicationYears(
  all: Promise<{ items: Publication[] }>,
): Promise<string[]> {
  const items = await withFallback(all.then((r) => r.items), [], 'publication years');
  return [...new Set(items.map((p) => p.date?.slice(0, 4)).filter((y): y is string => Boolean(y)))]
    .sort()
    .reverse();
}

export async function PublicationsView({
  locale,
  result,
  failed,
  years,
  filters = {},
}: ListView<Publication> & { years: string[]; filters?: PublicationFilters }) {
  const t = await getTranslations('Pages.publications');
  const tLists = await getTranslations('Lists');
  const { q, kind, year } = filters;
  const filtered = Boolean(q || kind || year);
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath={filtered ? PUBLICATIONS_SEARCH_PATH : '/publications'}
      before={
        <div className="filters">
          <form
            role="search"
            method="get"
            action={getPathname({ locale, href: PUBLICATIONS_SEARCH_PATH })}
            className="search-form"
          >
            <label htmlFor="publication-search">{tLists('searchLabel')}</label>
            <div>
              <input
                id="publication-search"
                type="search"
                name="q"
                defaultValue={q}
                placeholder={tLists('searchPlaceholder')}
                maxLength={100}
              />
              {kind ? <input type="hidden" name="kind" value={kind} /> : null}
              {year ? <input type="hidden" name="year" value={year} /> : null}
              <button type="submit" className="button">
                {tLists('search')}
              </button>
            </div>
          </form>
          {q ? <p className="results-for">{tLists('resultsFor', { query: q })}</p> : null}
          <FilterLinks
            label={tLists('type')}
            param="kind"
            allLabel={tLists('all')}
            options={PUBLICATION_KINDS.map((value) => ({ value, label: tLists(`kinds.${value}`) }))}
            current={kind}
            basePath={PUBLICATIONS_SEARCH_PATH}
            listPath="/publications"
            query={{ ...filters }}
          />
          {years.length > 1 ? (
            <FilterLinks
              label={tLists('year')}
              param="year"
              allLabel={tLists('all')}
              options={years.map((value) => ({
                value,
                label: new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(value)),
              }))}
              current={year}
              basePath={PUBLICATIONS_SEARCH_PATH}
              listPath="/publications"
              query={{ ...filters }}
            />
          ) : null}
        </div>
      }
      cards={result.items.map((item) => publicationCard(item, locale))}
      emptyText={filtered ? tLists('noResults') : undefined}
      page={result}
      query={{ ...filters }}
      failed={failed}
    />
  );
}

export const publicationsList = pagedList(
  'publications',
  'publications',
  async function PublicationsList(view: ListView<Publication>) {
    const years = await publicationYears(getPublications(view.locale, { perPage: 100 }));
    return <PublicationsView {...view} years={years} />;
  },
);
