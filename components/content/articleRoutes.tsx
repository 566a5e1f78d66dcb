import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import ListLayout from '@/components/content/ListLayout';
import { pagedList, type ListView } from '@/components/content/listRoutes';
import { articleCard } from '@/components/content/cards';
import ShareLinks from '@/components/content/ShareLinks';
import CardGrid from '@/components/ui/CardGrid';
import { formatDate } from '@/lib/format';
import { detailRoute } from '@/lib/detail';
import { absoluteUrl } from '@/lib/seo/metadata';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { newsArticleJsonLd } from '@/lib/seo/jsonld';
import { resources, withFallback, type Article } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

/** News, stories and COP news share one shape and one page design. */
const KINDS = {
  news: { resource: resources.news, base: '/news', back: '/news', messages: 'news' },
  stories: { resource: resources.stories, base: '/stories', back: '/stories', messages: 'stories' },
  'cop-news': { resource: resources.copNews, base: '/cop-news', back: '/cop', messages: 'cop' },
} as const satisfies Record<
  string,
  {
    resource: typeof resources.news;
    base: string;
    back: string;
    messages: 'news' | 'stories' | 'cop';
  }
>;

export type ArticleKind = keyof typeof KINDS;

type DetailProps = { params: Promise<{ locale: string; id: string }> };

/** The news or stories list: both routes, `/news` and `/news/page/N` (components/content/listRoutes). */
export function articleList(kind: Exclude<ArticleKind, 'cop-news'>) {
  const config = KINDS[kind];
  return pagedList(kind, config.messages, async function ArticleList({ locale, result, failed }: ListView<Article>) {
    const t = await getTranslations(`Pages.${config.messages}`);
    return (
      <ListLayout
        title={t('title')}
        lead={t('description')}
        basePath={config.base}
        cards={result.items.map((item) => articleCard(item, locale, config.base))}
        page={result}
        failed={failed}
      />
    );
  });
}

export function articleDetail(kind: ArticleKind) {
  const config = KINDS[kind];
  const route = detailRoute({
    base: config.base,
    all: config.resource.all,
    get: config.resource.get,
    describe: (item) => ({
      title: item.title,
      description: item.excerpt ?? item.title,
      image: item.image,
      article: { publishedTime: item.date },
    }),
  });

  return {
    generateStaticParams: route.generateStaticParams,
    generateMetadata: route.generateMetadata,

    async Page({ params }: DetailProps) {
      const { locale, loaded } = await route.resolve(params);
      if (loaded.status !== 'found') return <DetailFallback loaded={loaded} back={config.back} section={config.messages} />;
      const item = loaded.item;
      const t = await getTranslations(`Pages.${config.messages}`);
      const tCommon = await getTranslations('Common');
      const date = formatDate(item.date, locale);
      const tSite = await getTranslations('Site');
      const tLists = await getTranslations('Lists');
      // The latest other items of the same kind.
      const related = await withFallback(
        config.resource.list(locale, { perPage: 4 }).then((r) => r.items.filter((other) => other.id !== item.id).slice(0, 3)),
        [],
        `${kind} related`,
      );
      const path = `${config.base}/${item.id}`;
      return (
        <DetailLayout
          structuredData={[
            await detailBreadcrumb(locale, { name: t('title'), path: config.back }, { name: item.title, path }),
            newsArticleJsonLd({
              headline: item.title,
              description: item.excerpt,
              url: absoluteUrl(locale, path),
              image: item.image,
              datePublished: item.date,
              inLanguage: locale,
              author: item.author,
              publisherName: tSite('fullName'),
            }),
          ]}
          title={item.title}
          eyebrow={kind === 'cop-news' ? (await getTranslations('Pages.copNews'))('title') : t('title')}
          meta={
            <>
              {date ? <time dateTime={item.date ?? undefined}>{tCommon('published', { date })}</time> : null}
              {item.author ? <span>{item.author}</span> : null}
            </>
          }
          image={item.image}
          imageCaption={item.imageCaption}
          lead={item.excerpt}
          body={item.body}
          back={{ href: config.back, label: tCommon('backTo', { section: t('title') }) }}
        >
          <ShareLinks url={absoluteUrl(locale, path)} title={item.title} />
          {related.length ? (
            <section aria-labelledby="related-articles" className="related">
              <h2 id="related-articles">{tLists('relatedArticles')}</h2>
              <CardGrid
                headingLevel="h3"
                emptyText={tCommon('empty')}
                cards={related.map((other) => articleCard(other, locale, config.base))}
              />
            </section>
          ) : null}
        </DetailLayout>
      );
    },
  };
}
