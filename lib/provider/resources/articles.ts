import { TAGS, type Tag } from '../cache';
import { pick, pickText, str } from '../reshape';
import { image, keyed, resource, type Reshape } from '../resource';
import type { Article } from '../types';

const reshapeArticle: Reshape<Article> = keyed('title', (raw, locale) => ({
  slug: str(raw, 'slug'),
  excerpt: pickText(raw, 'excerpt', locale),
  body: pick(raw, 'body', locale) ?? '',
  date: str(raw, 'date') ?? str(raw, 'published_at') ?? str(raw, 'created_at'),
  // `featured_image` is the name the network's API gives a news item's image in the home strip
  // (spec, "Entities and their fields"); `image_url` is a project's, never an article's.
  image: image(raw, 'image', 'featured_image'),
  imageCaption: pickText(raw, 'image_caption', locale),
  author: pickText(raw, 'author', locale),
}));

/** News, stories and COP news share one shape; `get` accepts an id or a slug (menu links use news/{slug}). */
const articles = (kind: 'news' | 'stories' | 'cop-news', tag: Tag) =>
  resource({
    path: `/${kind}`,
    tag,
    name: `${kind} list`,
    itemName: `${kind} item`,
    summary: reshapeArticle,
    reshape: reshapeArticle,
  });

export const news = articles('news', TAGS.news);
export const stories = articles('stories', TAGS.stories);
export const copNews = articles('cop-news', TAGS.copNews);
