import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import { articleCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { formatYear } from '@/lib/format';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getCop, getCopNews, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('cop', '/cop');

export default async function CopPage({ params }: PageProps<'/[locale]/cop'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages');
  const tLists = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const [cop, news] = await Promise.all([
    withFallback(getCop(locale), null, 'cop page'),
    withFallback(
      getCopNews(locale, { perPage: 12 }).then((r) => r.items),
      [],
      'cop news',
    ),
  ]);
  return (
    <>
      <PageHeader title={cop?.title || t('cop.title')} lead={t('cop.description')} />
      <div className="container section">
        {cop ? <RichText html={cop.intro} /> : null}
        {cop?.items.length ? (
          <>
            <h2 className="section-title">{tLists('copSessions')}</h2>
            <CardGrid
              headingLevel="h3"
              emptyText={tCommon('empty')}
              cards={cop.items.map((item) => ({
                key: item.id,
                title: item.title,
                image: item.image,
                // The year in the language's digits (Persian ۲۰۲۳), not the bare number.
                eyebrow: [item.year ? formatYear(item.year, locale) : null, item.location]
                  .filter(Boolean)
                  .join(' · '),
                text: item.summary,
              }))}
            />
          </>
        ) : null}
        <h2 className="section-title">{t('copNews.title')}</h2>
        <CardGrid
          headingLevel="h3"
          emptyText={tCommon('empty')}
          cards={news.map((a) => articleCard(a, locale, '/cop-news'))}
        />
      </div>
    </>
  );
}
