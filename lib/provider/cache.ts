import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { remoteProviderBase } from './http';

/**
 * Every cache tag of the site's content, in one place. Each provider read carries `TAGS.all` and
 * the tag of its resource family, so `POST /api/revalidate` can refresh one family (a CMS webhook
 * after an edit) or everything. Pages are tagged with the tags of the reads they made (Next
 * collects them while rendering), so revalidating a tag also refreshes the pages that show it.
 */
export const TAGS = {
  all: 'content',
  sliders: 'sliders',
  projects: 'projects',
  news: 'news',
  stories: 'stories',
  copNews: 'cop-news',
  events: 'events',
  publications: 'publications',
  tenders: 'tenders',
  vacancies: 'vacancies',
  team: 'team-members',
  partners: 'partners',
  memberStates: 'member-states',
  countries: 'countries',
  programs: 'programs',
  press: 'press',
  cop: 'cop',
  gallery: 'gallery',
  pages: 'pages',
  impacts: 'impacts',
  systemCharts: 'system-charts',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: readonly Tag[] = Object.values(TAGS);

export function isTag(value: unknown): value is Tag {
  return typeof value === 'string' && (ALL_TAGS as readonly string[]).includes(value);
}

/** How long a provider read is reused before it is refreshed in the background (minutes). */
export const READ_REVALIDATE_SECONDS = 300;

/**
 * How long a page that had to fall back (a section the provider failed shows its default or
 * nothing) may be reused: shorter than a page with content, so the site mends itself soon after
 * the provider comes back, without anyone revalidating (docs/operations.md, "What is cached, and for how
 * long").
 */
export const DEGRADED_REVALIDATE_SECONDS = 30;

/**
 * Which provider answered: a cache entry from one provider is never served for another, nor
 * one of the embedded provider's content directories for another (CONTENT_DIR). Next keeps the
 * data cache in .next/cache from one build to the next, so without the directory a build of the
 * showcase content would read what a build of a larger archive had stored.
 */
function source(): string {
  const contentDir = process.env.CONTENT_DIR?.trim();
  return remoteProviderBase() ?? (contentDir ? `embedded:${contentDir}` : 'embedded');
}

/**
 * Wraps a provider read in Next's data cache, keyed by the read's name, the provider and every
 * argument (the locale first: it is part of every key), tagged for revalidation.
 *
 * Why `unstable_cache` and not `fetch`'s cache: the embedded provider is called in-process, not
 * over fetch, and one mechanism must cover both. A read that throws is not stored, so a provider
 * failure is never kept as if it were content; a stale entry whose refresh fails keeps being
 * served (stale-while-revalidate), which hides short outages from visitors.
 * React's `cache` shares one read between the components of a request (header and page both show
 * the social links), so a failure is also seen, and logged, once.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: readonly Tag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const options = { tags: [TAGS.all, ...tags], revalidate: READ_REVALIDATE_SECONDS };
  return cache((...args: Args) =>
    unstable_cache(read, ['provider', source(), name], options)(...args),
  );
}

// Only the marker's lifetime is read, and its key (two parts) cannot meet a read's (three).
const degradedMarker = unstable_cache(async () => true, ['provider', 'degraded-render'], {
  revalidate: DEGRADED_REVALIDATE_SECONDS,
});

/**
 * Called when a section falls back. A statically rendered page takes the shortest revalidation
 * time of the cached reads it made, and there is no other public way to shorten it from inside a
 * render in this router mode: reading this short-lived entry makes a fallback page live
 * DEGRADED_REVALIDATE_SECONDS instead of READ_REVALIDATE_SECONDS, in Next's cache and in the
 * `s-maxage` a CDN sees. In a dynamic render it changes nothing.
 */
export async function keepFallbackBrief(): Promise<void> {
  await degradedMarker();
}
