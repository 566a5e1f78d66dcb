import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site';

/** The whole site is open to crawlers; its API is not content. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
