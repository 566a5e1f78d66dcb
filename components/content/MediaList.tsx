import { getTranslations } from 'next-intl/server';
import { galleryCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import Pagination from '@/components/ui/Pagination';
import { FACTS_SEPARATOR, formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { ListView } from '@/lib/list-route';
import { getGalleryImages, withFallback, type PressItem } from '@/lib/provider';

export type MediaListProps = ListView<PressItem>;

/** A page of `/media`: press coverage as links, then a teaser of the gallery. */
export default async function MediaList({ locale, result }: MediaListProps) {
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
            {result.items.map((item) => {
              const date = formatDate(item.date, locale);
              return (
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
                  {/* The outlet's own name, as its masthead writes it (a title: cited, and
                      isolated so that a Latin name keeps its order in Arabic and Persian). */}
                  {item.outlet ? (
                    <cite>
                      <bdi>{item.outlet}</bdi>
                    </cite>
                  ) : null}
                  {item.outlet && date ? FACTS_SEPARATOR : null}
                  {date}
                </span>
              </li>
              );
            })}
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
}
