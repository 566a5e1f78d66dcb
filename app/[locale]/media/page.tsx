import { getTranslations } from 'next-intl/server';
import { galleryCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { PER_PAGE, emptyPage, pageParam } from '@/lib/list';
import Pagination from '@/components/ui/Pagination';
import { getGalleryImages, getPressPage, withFallback, type PressItem } from '@/lib/provider';

export const generateMetadata = staticPageMetadata('media', '/media');

export default async function MediaPage({ params, searchParams }: PageProps<'/[locale]/media'>) {
  const locale = await pageLocale(params);
  const page = await pageParam(searchParams);
  const t = await getTranslations('Pages');
  const tLists = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tHeader = await getTranslations('Header');
  const [press, gallery] = await Promise.all([
    withFallback(
      getPressPage(locale, { page, perPage: PER_PAGE }),
      emptyPage<PressItem>(),
      'press coverage',
    ),
    withFallback(
      getGalleryImages(locale, { perPage: 3 }).then((r) => r.items),
      [],
      'gallery teaser',
    ),
  ]);
  return (
    <>
      <PageHeader title={t('media.title')} lead={t('media.description')} />
      <div className="container section">
        <h2 className="section-title">{tLists('inTheMedia')}</h2>
        {press.items.length === 0 ? (
          <p>{tCommon('empty')}</p>
        ) : (
          <ul className="press-list">
            {press.items.map((item) => (
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
        <Pagination page={press.page} lastPage={press.lastPage} basePath="/media" />
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
