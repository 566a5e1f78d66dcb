import { resources, type Article } from '@/lib/provider';

export type ArticleKind = 'news' | 'stories' | 'cop-news';

export interface ArticleKindRecord {
  resource: typeof resources.news;
  /** Items live at `${base}/${id}`. */
  base: string;
  /** The page that lists them: COP news has no list of its own, the COP page shows it. */
  back: string;
  /** The messages (Pages.<section>) naming the list. */
  section: 'news' | 'stories' | 'cop';
  /** The messages naming one item's kind above its title. */
  eyebrow: 'news' | 'stories' | 'copNews';
}

/** News, stories and COP news share one shape and one page design; this is what differs. */
export const ARTICLE_KINDS: Record<ArticleKind, ArticleKindRecord> = {
  news: {
    resource: resources.news,
    base: '/news',
    back: '/news',
    section: 'news',
    eyebrow: 'news',
  },
  stories: {
    resource: resources.stories,
    base: '/stories',
    back: '/stories',
    section: 'stories',
    eyebrow: 'stories',
  },
  'cop-news': {
    resource: resources.copNews,
    base: '/cop-news',
    back: '/cop',
    section: 'cop',
    eyebrow: 'copNews',
  },
};

/** An article's title, description and date for its page's metadata (detailRoute's `describe`). */
export function describeArticle(item: Article) {
  return {
    title: item.title,
    description: item.excerpt ?? item.title,
    article: { publishedTime: item.date },
  };
}
