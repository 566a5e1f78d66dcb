import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import Facts from '@/components/content/Facts';
import FeaturedProjects, {
  FEATURED_LIMIT,
  PLACEHOLDER_KEYS,
} from '@/components/home/FeaturedProjects';
import HeroSlider, { type HeroSlide } from '@/components/home/HeroSlider';
import HubBlock from '@/components/home/HubBlock';
import NewsEventsStrip, { STRIP_LIMIT } from '@/components/home/NewsEventsStrip';
import Showcase from '@/components/home/Showcase';
import { SOCIAL_NAMES, SOCIAL_NETWORKS } from '@/components/ui/SocialIcon';
import DeferredMemberMap from '@/components/map/DeferredMemberMap';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { localizePath } from '@/lib/i18n/paths';
import { routeLocale } from '@/lib/i18n/route-locale';
import { cardImage, pageCard, PAGE_CARDS } from '@/lib/cards/cards';
import { buildMetadata } from '@/lib/seo/metadata';
import SiteJsonLd from '@/components/seo/SiteJsonLd';
import {
  DEFAULT_SOCIAL_LINKS,
  getHomeEvents,
  getEditorialPage,
  getProjects,
  getSliders,
  withFallback,
} from '@/lib/provider';
import styles from './home.module.css';

export const revalidate = 300;

const SHOWCASE_KEYS = ['about', 'vision', 'mission'] as const;
const HUB_TOPICS = ['water', 'energy', 'food', 'environment', 'nexus'] as const;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.home' });
  const tSite = await getTranslations({ locale, namespace: 'Site' });
  return buildMetadata({
    locale,
    path: '/',
    title: t('title'),
    // The layout's title template does not reach a page in its own segment.
    absoluteTitle: tSite('titleTemplate', { title: t('title') }),
    description: t('description'),
    card: cardImage(PAGE_CARDS, 'home', await pageCard('home', locale)),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await routeLocale(params);
  const [t, tHome, tMap, tCommon, tSite, tPages, tThemes, tHub, messages] = await Promise.all([
    getTranslations('Pages.home'),
    getTranslations('Home'),
    getTranslations('MemberMap'),
    getTranslations('Common'),
    getTranslations('Site'),
    getTranslations('Pages'),
    getTranslations('Lists.themes'),
    getTranslations('UnderDevelopment'),
    getMessages(),
  ]);
  const [sliders, projects, strip, ...pages] = await Promise.all([
    withFallback(getSliders(locale), null, 'sliders'),
    withFallback(
      getProjects(locale, { perPage: FEATURED_LIMIT }).then((page) => page.items),
      null,
      'featured projects',
    ),
    withFallback(getHomeEvents(locale, STRIP_LIMIT), [], 'home events'),
    ...SHOWCASE_KEYS.map((slug) =>
      withFallback(getEditorialPage(locale, slug), null, `${slug} page`),
    ),
  ]);

  // The provider's slides replace the default one only when there are any.
  const slides = sliders?.slides.length
    ? sliders.slides
    : [
        {
          id: 'default',
          image: '/content/sliders/1.webp',
          title: tSite('fullName'),
          description: tSite('tagline'),
        },
      ];
  const total = formatNumber(slides.length, locale);
  const heroSlides: HeroSlide[] = slides.map((slide, i) => ({
    ...slide,
    position: tHome('hero.slide', { index: formatNumber(i + 1, locale), total }),
    goTo: tHome('hero.goTo', { index: formatNumber(i + 1, locale) }),
  }));

  const panels = SHOWCASE_KEYS.map((key, i) => ({
    key,
    eyebrow: tHome(`showcase.${key}.eyebrow`),
    title: pages[i]?.title || tHome(`showcase.${key}.title`),
    text: pages[i]?.summary || tHome(`showcase.${key}.text`),
    image: `/content/showcase/${key}.webp`,
  }));

  return (
    <>
      <SiteJsonLd locale={locale} social={sliders?.social ?? DEFAULT_SOCIAL_LINKS} />
      <h1 className="visually-hidden">{t('title')}</h1>
      <HeroSlider
        slides={heroSlides}
        social={SOCIAL_NETWORKS.map((network) => ({
          network,
          name: SOCIAL_NAMES[network],
          href: sliders?.social[network] ?? '#',
        }))}
        // English keeps the spec's /who-we-are; other languages use /about, which redirects.
        cta={{
          href: localizePath(locale, locale === 'en' ? '/who-we-are' : '/about'),
          label: t('cta'),
        }}
        labels={{
          carousel: tHome('hero.carousel'),
          previous: tHome('hero.previous'),
          next: tHome('hero.next'),
          pause: tHome('hero.pause'),
          play: tHome('hero.play'),
          dots: tHome('hero.dots'),
          social: tHome('hero.social'),
          newTab: tCommon('opensInNewTab'),
        }}
      />

      <Showcase
        panels={panels}
        labels={{ section: tHome('showcase.label'), dots: tHome('showcase.dots') }}
      />

      <section className="container section" aria-labelledby="intro-title">
        <h2 id="intro-title">{tSite('fullName')}</h2>
        <p className={styles.intro}>{t('intro')}</p>
        <Facts />
      </section>

      <section className={`section ${styles.band}`} aria-labelledby="projects-title">
        <div className="container">
          <h2 id="projects-title">{t('featuredProjects')}</h2>
          {/* In the first HTML, not behind a Suspense boundary: a static page would ship the
              cards hidden and swapped in by script, which crawlers without JavaScript miss. */}
          <FeaturedProjects
            state={projects ? { status: 'loaded', projects } : { status: 'error' }}
            placeholderTitles={PLACEHOLDER_KEYS.map((key) => t(`placeholders.${key}`))}
            labels={{ project: tCommon('project'), empty: tCommon('empty') }}
          />
          <p className={styles.actions}>
            <Link href="/projects" className="button">
              {t('allProjects')}
            </Link>
          </p>
        </div>
      </section>

      {/* These three sections appear about one second after load. They are in the HTML
          for crawlers; the map island's code is fetched only then, once the reader nears it
          (DeferredMemberMap). */}
      <div className={styles.deferred}>
        <section className="section" aria-labelledby="map-title">
          <div className="container">
            <h2 id="map-title">{tMap('title')}</h2>
            <p className={styles.subtitle}>{tMap('subtitle')}</p>
            <DeferredMemberMap locale={locale} messages={{ MemberMap: messages.MemberMap }} />
          </div>
        </section>
        <HubBlock
          labels={{
            title: tPages('wefeHub.title'),
            description: tPages('wefeHub.description'),
            visit: tHub('hub'),
            maps: tHub('maps'),
            newTab: tCommon('opensInNewTab'),
            tags: tHome('hubTopics'),
          }}
          tags={HUB_TOPICS.map((topic) => tThemes(topic))}
        />
        <NewsEventsStrip
          items={strip}
          locale={locale}
          labels={{
            title: t('latestNews'),
            viewAll: tCommon('viewAll'),
            readMore: tCommon('readMore'),
            news: tCommon('news'),
            event: tCommon('event'),
          }}
        />
      </div>
    </>
  );
}
