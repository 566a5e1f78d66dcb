import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import { articleCard, eventCard, publicationCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import {
  getEvents,
  getNews,
  getEditorialPage,
  getPublications,
  getStories,
  withFallback,
} from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('infoCentre', '/info-centre');

export default async function InfoCentrePage({ params }: PageProps<'/[locale]/info-centre'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages');
  const tCommon = await getTranslations('Common');
  const latest = { perPage: 3 };
  const [page, news, stories, publications, events] = await Promise.all([
    withFallback(getEditorialPage(locale, 'info-centre'), null, 'info-centre page'),
    withFallback(
      getNews(locale, latest).then((r) => r.items),
      [],
      'latest news',
    ),
    withFallback(
      getStories(locale, latest).then((r) => r.items),
      [],
      'latest stories',
    ),
    withFallback(
      getPublications(locale, latest).then((r) => r.items),
      [],
      'latest publications',
    ),
    withFallback(
      getEvents(locale, latest).then((r) => r.items),
      [],
      'latest events',
    ),
  ]);
  const sections = [
    { key: 'news', href: '/news', cards: news.map((a) => articleCard(a, locale, '/news')) },
    {
      key: 'stories',
      href: '/stories',
      cards: stories.map((a) => articleCard(a, locale, '/stories')),
    },
    {
      key: 'publications',
      href: '/publications',
      cards: publications.map((p) => publicationCard(p, locale)),
    },
    { key: 'events', href: '/events', cards: events.map((e) => eventCard(e, locale)) },
  ] as const;
  return (
    <>
      <PageHeader
        title={t('infoCentre.title')}
        lead={page?.summary ?? t('infoCentre.description')}
      />
      <div className="container section">
        {page ? <RichText html={page.body} /> : null}
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`latest-${section.key}`}>
            <div className="section-head">
              <h2 id={`latest-${section.key}`} className="section-title">
                {t(`${section.key}.title`)}
              </h2>
              <Link href={section.href}>{tCommon('viewAll')}</Link>
            </div>
            <CardGrid headingLevel="h3" cards={section.cards} emptyText={tCommon('empty')} />
          </section>
        ))}
        <ul className="link-list section-title">
          <li>
            <Link href="/media">{t('media.title')}</Link>
          </li>
          <li>
            <Link href="/gallery">{t('gallery.title')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
