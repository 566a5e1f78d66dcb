import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import ShareLinks from '@/components/content/ShareLinks';
import { articleCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import { ARTICLE_KINDS, type ArticleKind } from '@/lib/articles';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { withFallback, type Article } from '@/lib/provider';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';
import { newsArticleJsonLd } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';

export interface ArticleDetailProps {
  kind: ArticleKind;
  locale: Locale;
  item: Article;
}

/** A news item, story or COP news item: the article, sharing links and the latest others. */
export default async function ArticleDetail({ kind, locale, item }: ArticleDetailProps) {
  const { resource, base, back, section, eyebrow } = ARTICLE_KINDS[kind];
  const t = await getTranslations(`Pages.${section}`);
  const tEyebrow = await getTranslations(`Pages.${eyebrow}`);
  const tCommon = await getTranslations('Common');
  const tSite = await getTranslations('Site');
  const tLists = await getTranslations('Lists');
  const date = formatDate(item.date, locale);
  // The latest other items of the same kind.
  const related = await withFallback(
    resource
      .list(locale, { perPage: 4 })
      .then((r) => r.items.filter((other) => other.id !== item.id).slice(0, 3)),
    [],
    `${kind} related`,
  );
  const path = `${base}/${item.id}`;
  return (
    <DetailLayout
      structuredData={[
        await detailBreadcrumb(
          locale,
          { name: t('title'), path: back },
          { name: item.title, path },
        ),
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
      eyebrow={tEyebrow('title')}
      meta={
        <>
          {date ? (
            <time dateTime={item.date ?? undefined}>{tCommon('published', { date })}</time>
          ) : null}
          {item.author ? <span>{item.author}</span> : null}
        </>
      }
      image={item.image}
      imageCaption={item.imageCaption}
      lead={item.excerpt}
      body={item.body}
      back={{ href: back, label: tCommon('backTo', { section: t('title') }) }}
    >
      <ShareLinks url={absoluteUrl(locale, path)} title={item.title} />
      {related.length ? (
        <section aria-labelledby="related-articles" className="related">
          <h2 id="related-articles">{tLists('relatedArticles')}</h2>
          <CardGrid
            headingLevel="h3"
            emptyText={tCommon('empty')}
            cards={related.map((other) => articleCard(other, locale, base))}
          />
        </section>
      ) : null}
    </DetailLayout>
  );
}
