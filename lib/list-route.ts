import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { fallbackMetadata, loadDetail } from '@/lib/detail';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routeLocale } from '@/lib/i18n/route-locale';
import {
  LISTS,
  emptyPage,
  listPath,
  listStaticParams,
  parsePageNumber,
  readListPage,
  type ListItem,
  type ListName,
} from '@/lib/list';
import { cardImage, pageCard, PAGE_CARDS } from '@/lib/cards/cards';
import { buildMetadata, staticPageMetadata } from '@/lib/seo/metadata';
import { withFallback, type ListOptions, type Paged } from '@/lib/provider';

/** What a list's view receives: one page of items, already read. */
export interface ListView<T> {
  locale: Locale;
  result: Paged<T>;
  /** The provider failed: the view says so instead of "nothing yet". */
  failed: boolean;
}

type FirstParams = Promise<{ locale: string }>;
type NumberedParams = Promise<{ locale: string; page: string }>;

/**
 * What the two routes of a paged list share, from its entry in `LISTS`: `/news` (page 1) and
 * `/news/page/N`. Both are static and revalidated like detail pages, since nothing in them
 * depends on the request (docs/features.md, "Content pages"). Like `detailRoute` (lib/detail.ts), the
 * page components stay in their route files.
 *
 * - Page 1 falls back to "unavailable" when the provider fails, kept briefly (docs/operations.md,
 *   "What is cached, and for how long").
 * - Page N answers 404 when N is not a page of the list today, and an uncached error when the
 *   provider fails: a stale copy keeps being served meanwhile, and no URL a stranger invents
 *   becomes a cache entry.
 */
export function listRoute<K extends ListName>(name: K) {
  const kind = LISTS[name];
  // Each list's title and description are its messages, Pages.<name>.
  const section: keyof Messages['Pages'] = name;
  const read = kind.read as (locale: Locale, options?: ListOptions) => Promise<Paged<ListItem<K>>>;
  const options = { perPage: kind.perPage };
  // Shared by the metadata and the page of one request.
  const load = cache((locale: Locale, page: number) =>
    loadDetail(readListPage(read, locale, page, options), `${name} list page`),
  );

  /** Page N (N > 1) of the list, or why there is none. */
  async function resolve(params: NumberedParams) {
    const locale = await routeLocale(params);
    const page = parsePageNumber((await params).page);
    // Page 1 has its own address (next.config.mjs redirects …/page/1 there).
    if (page === null || page === 1)
      return { locale, page, loaded: { status: 'missing' } as const };
    return { locale, page, loaded: await load(locale, page) };
  }

  return {
    resolve,

    /** Page 1, at the list's own address: an empty, failed page when the provider fails. */
    async first(params: FirstParams): Promise<ListView<ListItem<K>>> {
      const locale = await routeLocale(params);
      const result = await withFallback(
        read(locale, { ...options, page: 1 }),
        emptyPage<ListItem<K>>(),
        `${name} list`,
      );
      return { locale, result, failed: 'failed' in result };
    },

    generateMetadata: staticPageMetadata(section, kind.base),

    generateStaticParams: () => listStaticParams(kind),

    /** generateMetadata of `…/page/[page]`: the list's title with "page N of M". */
    async generateNumberedMetadata({ params }: { params: NumberedParams }): Promise<Metadata> {
      const { locale, loaded } = await resolve(params);
      if (loaded.status !== 'found') return fallbackMetadata(locale, loaded);
      const t = await getTranslations({ locale, namespace: `Pages.${section}` });
      const tCommon = await getTranslations({ locale, namespace: 'Common' });
      return buildMetadata({
        locale,
        path: listPath(kind.base, loaded.item.page),
        title: `${t('title')} — ${tCommon('pageOf', { page: loaded.item.page, total: loaded.item.lastPage })}`,
        description: t('description'),
        card: cardImage(PAGE_CARDS, section, await pageCard(section, locale)),
      });
    },
  };
}

/**
 * Metadata of a per-request filtered view (`/projects/filter`, `/publications/search`): the list's
 * own title and canonical, and `noindex`: results pages are not pages to index, their links are.
 */
export function filteredViewMetadata(section: keyof Messages['Pages'], base: string) {
  const listMetadata = staticPageMetadata(section, base);
  return async (props: { params: FirstParams }): Promise<Metadata> => ({
    ...(await listMetadata(props)),
    robots: { index: false, follow: true },
  });
}
