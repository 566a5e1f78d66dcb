import { getTranslations } from 'next-intl/server';
import ListLayout from '@/components/content/ListLayout';
import { articleCard } from '@/components/content/cards';
import { ARTICLE_KINDS } from '@/lib/articles';
import type { ListView } from '@/lib/list-route';
import type { Article } from '@/lib/provider';

export type ArticlesListProps = ListView<Article> & { kind: 'news' | 'stories' };

/** A page of `/news` or `/stories`. */
export default async function ArticlesList({ kind, locale, result, failed }: ArticlesListProps) {
  const { base, section } = ARTICLE_KINDS[kind];
  const t = await getTranslations(`Pages.${section}`);
  return (
    <ListLayout
      title={t('title')}
      lead={t('description')}
      basePath={base}
      cards={result.items.map((item) => articleCard(item, locale, base))}
      page={result}
      failed={failed}
    />
  );
}
