import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { contentImageProps } from '@/components/ui/ContentImage';
import { SOCIAL_NETWORKS } from '@/components/ui/SocialIcon';
import { formatPressDate } from '@/lib/format';
import { LOCALES, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import { menuFor, type MenuGroupKey } from '@/lib/menu';
import { isWebAddress } from '@/lib/url';
import { DEFAULT_SOCIAL_LINKS, getPressItems, getSliders, withFallback } from '@/lib/provider';
import { SITE } from '@/lib/site';
import type {
  HeaderData,
  HeaderLink,
  MegaExtras,
  MegaGroup,
  MenuImage,
  MenuTexts,
} from './header-types';

export interface HeaderContent {
  /** What the islands need too (the drawer gets all of it). */
  data: HeaderData;
  /** The mega menu panels' closing columns of links, rendered on the server only. */
  extras: Partial<Record<MenuGroupKey, MegaExtras>>;
  /**
   * The secondary link beside a menu item's action, by item key, rendered on the server only
   * (not part of the items the islands get as data).
   */
  secondaries: Record<string, HeaderLink>;
}

/** The Header messages of a language; a text missing there shows in English, not as its key. */
async function headerText(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tEn = await getTranslations({ locale: 'en', namespace: 'Header' });
  return (key: string): string => (t.has(key as never) ? t(key as never) : tEn(key as never));
}

/** The pictures of the What we do panel's closing column. */
const WHAT_WE_DO_IMAGES = ['/content/projects/1.webp', '/content/projects/3.webp'];

function menuImage(src: string, sizes: string): MenuImage {
  const { src: url, srcSet, sizes: sized } = contentImageProps({ src, alt: '', fill: true, sizes });
  return { src: url, srcSet, sizes: sized };
}

/**
 * The mega menu panels' descriptive text and pictures in one language (header-types.ts,
 * MenuTexts): served as `/menu/<locale>.json` and fetched by the menu when first reached for.
 */
export async function menuTexts(locale: Locale): Promise<MenuTexts> {
  const text = await headerText(locale);
  const menu = menuFor(locale);
  return {
    groups: Object.fromEntries(
      menu.map((group) => [
        group.key,
        {
          title: text(`mega.${group.key}.title`),
          description: text(`mega.${group.key}.description`),
          image: menuImage(group.image, '260px'),
          images:
            group.key === 'whatWeDo' ? WHAT_WE_DO_IMAGES.map((src) => menuImage(src, '240px')) : [],
        },
      ]),
    ) as MenuTexts['groups'],
    items: Object.fromEntries(
      menu.flatMap((group) =>
        group.items.map((item) => [
          item.key,
          {
            description: text(`panels.${item.key}.description`),
            details: text(`panels.${item.key}.details`),
            extra: text(`panels.${item.key}.extra`),
          },
        ]),
      ),
    ),
  };
}

/** Everything the header shows, translated and normalised on the server for its markup and islands. */
export async function headerContent(): Promise<HeaderContent> {
  const locale = (await getLocale()) as Locale;
  const tCommon = await getTranslations('Common');
  const text = await headerText(locale);

  const [sliders, press] = await Promise.all([
    withFallback(getSliders(locale), null, 'social links'),
    withFallback(getPressItems(locale, 3), [], 'press items for the menu'),
  ]);
  const social = sliders?.social ?? DEFAULT_SOCIAL_LINKS;

  const extras: Partial<Record<MenuGroupKey, MegaExtras>> = {
    whoWeAre: {
      kind: 'links',
      heading: text('keyDocuments'),
      links: [
        { label: text('waterVisionDocument'), href: SITE.waterVisionUrl, external: true },
        { label: text('orgStructure'), href: '/who-we-are#structure' },
        { label: text('moreDocuments'), href: '/publications' },
      ],
    },
    getInvolved: {
      kind: 'links',
      heading: text('keyLinks'),
      links: [
        { label: text('careerPortal'), href: '/vacancies' },
        { label: text('internshipProgram'), href: '/internship' },
        {
          label: text('procurement'),
          href: `mailto:${SITE.procurementEmail}?subject=${encodeURIComponent(text('procurementSubject'))}`,
          external: true,
        },
      ],
    },
    infoCentre: {
      kind: 'press',
      heading: text('inTheMedia'),
      items: press.map((item) => ({
        id: item.id,
        title: item.title || text('pressFallback'),
        date: formatPressDate(item.date, locale),
        isoDate: item.date,
        url: item.url,
      })),
      viewAll: { label: text('viewAll'), href: '/media' },
    },
  };

  const secondary: Record<string, HeaderLink> = {
    about: { label: text('secondary.waterVision'), href: SITE.waterVisionUrl, external: true },
    members: { label: text('secondary.partners'), href: '/partners' },
    vacancies: {
      label: text('generalApplication'),
      href: `mailto:${SITE.careersEmail}?subject=${encodeURIComponent(text('generalApplicationSubject'))}`,
      external: true,
    },
  };

  const groups: MegaGroup[] = menuFor(locale).map((group) => ({
    key: group.key,
    label: text(`groups.${group.key}`),
    href: group.href,
    drawerHref: group.drawerHref ?? group.href,
    defaultItem: group.defaultItem,
    items: group.items.map((item) => ({
      key: item.key,
      label: text(`items.${item.key}`),
      href: item.href,
      action: text(`panels.${item.key}.action`),
    })),
  }));
  // Only the items this language's menu has.
  const secondaries: Record<string, HeaderLink> = {};
  for (const item of groups.flatMap((group) => group.items)) {
    const link = secondary[item.key];
    if (link) secondaries[item.key] = link;
  }

  const languages = await Promise.all(
    LOCALES.map(async (code) => {
      const tIn = await getTranslations({ locale: code, namespace: 'Header' });
      const { nativeName, short } = LOCALE_RECORDS[code];
      return { code, nativeName, short, label: tIn('switchTo', { language: nativeName }) };
    }),
  );

  const data: HeaderData = {
    locale,
    labels: {
      homeLink: text('homeLink'),
      home: text('items.home'),
      mainNav: text('mainNav'),
      topBar: text('topBar'),
      language: text('language'),
      followUs: text('followUs'),
      openMenu: text('openMenu'),
      close: text('close'),
      drawerTitle: text('drawerTitle'),
      opensInNewTab: tCommon('opensInNewTab'),
    },
    groups,
    languages,
    // A network without an address (the provider sends '#') is left out rather than shown
    // as a link that opens an empty tab or goes nowhere: a visitor can only use a real address.
    social: SOCIAL_NETWORKS.filter((network) => isWebAddress(social[network])).map((network) => ({
      network,
      href: social[network],
      label: text(`social.${network}`),
    })),
  };
  return { data, extras, secondaries };
}
