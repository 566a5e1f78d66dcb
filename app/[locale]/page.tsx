import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Facts from '@/components/content/Facts';
import { projectCard } from '@/components/content/cards';
import CardGrid from '@/components/ui/CardGrid';
import type { CardData } from '@/components/ui/Card';
import ContentImage from '@/components/ui/ContentImage';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { buildMetadata, pageLocale } from '@/lib/page';
import OrganizationJsonLd from '@/components/seo/OrganizationJsonLd';
import {
  DEFAULT_SOCIAL_LINKS,
  getHomeEvents,
  getProjects,
  getSliders,
  withFallback,
} from '@/lib/provider';
import styles from './home.module.css';

export const revalidate = 300;

/** Default images for placeholder project cards cycle through these keys (spec §9). */
const PLACEHOLDER_KEYS = ['desal', 'reuse', 'wefe', 'policy'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.home' });
  const tSite = await getTranslations({ locale, namespace: 'Site' });
  return buildMetadata({
    locale,
    path: '/',
    title: t('title'),
    absoluteTitle: tSite('titleTemplate', { title: t('title') }),
    description: t('description'),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Pages.home');
  const tCommon = await getTranslations('Common');
  const tSite = await getTranslations('Site');
  const [sliders, projects, strip] = await Promise.all([
    withFallback(getSliders(locale), null, 'sliders'),
    withFallback(
      getProjects(locale, { perPage: 4 }).then((r) => r.items.slice(0, 4)),
      null,
      'featured projects',
    ),
    withFallback(getHomeEvents(locale, 3), [], 'home events'),
  ]);
  // Spec §4: the provider's slides replace the default one only when there are any.
  const slide = sliders?.slides[0] ?? {
    id: 'default',
    image: '/content/sliders/1.webp',
    title: tSite('fullName'),
    description: tSite('tagline'),
  };
  const projectCards: CardData[] = projects
    ? projects.map((project, index) => projectCard(project, index))
    : PLACEHOLDER_KEYS.map((key) => ({
        key,
        title: t(`placeholders.${key}`),
        image: `/content/placeholders/${key}.webp`,
      }));

  return (
    <>
      <OrganizationJsonLd locale={locale} social={sliders?.social ?? DEFAULT_SOCIAL_LINKS} />
      <section className={styles.hero} aria-labelledby="hero-title">
        {slide.image ? (
          <ContentImage
            src={slide.image}
            alt=""
            fill
            priority
            sizes="100vw"
            className={styles.heroImage}
          />
        ) : null}
        <div className={`container ${styles.heroContent}`}>
          <p className={styles.heroEyebrow}>{tSite('name')}</p>
          <h1 id="hero-title">{slide.title}</h1>
          <p className={styles.heroText}>{slide.description}</p>
          {/* English keeps the spec's /who-we-are; other languages use /about, which redirects. */}
          <Link href={locale === 'en' ? '/who-we-are' : '/about'} className="button">
            {t('cta')}
          </Link>
        </div>
      </section>

      <section className="container section" aria-labelledby="intro-title">
        <h2 id="intro-title">{tSite('fullName')}</h2>
        <p className="lead-text">{t('intro')}</p>
        <Facts />
      </section>

      <section className={`section ${styles.band}`} aria-labelledby="projects-title">
        <div className="container">
          <div className="section-head">
            <h2 id="projects-title">{t('featuredProjects')}</h2>
          </div>
          <CardGrid
            headingLevel="h3"
            columns={2}
            cards={projectCards}
            emptyText={tCommon('empty')}
          />
          <p className="section-actions">
            <Link href="/projects" className="button">
              {t('allProjects')}
            </Link>
          </p>
        </div>
      </section>

      {strip.length ? (
        <section className="container section" aria-labelledby="strip-title">
          <div className="section-head">
            <h2 id="strip-title">{t('latestNews')}</h2>
            <Link href="/events">{tCommon('viewAll')}</Link>
          </div>
          <CardGrid
            headingLevel="h3"
            emptyText={tCommon('empty')}
            cards={strip.map((item) => ({
              key: `${item.type}-${item.id}`,
              title: item.title,
              href: item.type === 'news' ? `/news/${item.id}` : `/events/${item.id}`,
              image: item.image ?? '/content/placeholder.webp',
              eyebrow: item.type === 'news' ? tCommon('news') : tCommon('event'),
              meta: formatDate(item.date, locale, 'short'),
            }))}
          />
        </section>
      ) : null}
    </>
  );
}
