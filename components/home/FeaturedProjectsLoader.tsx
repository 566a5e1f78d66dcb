import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getProjects, withFallback } from '@/lib/provider';
import FeaturedProjects, {
  FEATURED_LIMIT,
  PLACEHOLDER_KEYS,
  type FeaturedProjectsProps,
} from './FeaturedProjects';

export async function featuredProjectLabels(): Promise<
  Pick<FeaturedProjectsProps, 'placeholderTitles' | 'labels'>
> {
  const t = await getTranslations('Pages.home');
  const tHome = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  return {
    placeholderTitles: PLACEHOLDER_KEYS.map((key) => t(`placeholders.${key}`)),
    labels: {
      project: tCommon('project'),
      loading: tHome('projectsLoading'),
      empty: tCommon('empty'),
    },
  };
}

/**
 * Reads the featured projects on the server inside a Suspense boundary, so the page streams
 * with skeleton cards while a slow provider answers; a failure becomes the placeholder cards.
 */
export default async function FeaturedProjectsLoader({ locale }: { locale: Locale }) {
  const [projects, props] = await Promise.all([
    withFallback(
      getProjects(locale, { perPage: FEATURED_LIMIT }).then((page) => page.items),
      null,
      'featured projects',
    ),
    featuredProjectLabels(),
  ]);
  return (
    <FeaturedProjects
      {...props}
      state={projects ? { status: 'loaded', projects } : { status: 'error' }}
    />
  );
}
