import type { Locale } from '@/lib/i18n/locales';
import type { MenuGroupKey } from '@/lib/menu';
import type { SocialLinks } from '@/lib/provider/types';

/** Everything the header shows, translated and normalised on the server (header-data.ts). */

export interface HeaderLink {
  label: string;
  href: string;
  /** Opens in a new tab (other sites, mail). */
  external?: boolean;
}

export interface MegaItem {
  key: string;
  label: string;
  href: string;
  /** The label of the panel's button to the item's page. */
  action: string;
}

export type MegaExtras =
  | { kind: 'links'; heading: string; links: HeaderLink[] }
  | {
      kind: 'press';
      heading: string;
      items: {
        id: string;
        title: string;
        date: string | null;
        isoDate: string | null;
        url: string | null;
      }[];
      viewAll: HeaderLink;
    };

export interface MegaGroup {
  key: MenuGroupKey;
  label: string;
  href: string;
  drawerHref: string;
  defaultItem: string;
  items: MegaItem[];
}

/** An `<img>`'s attributes as next/image computes them, resized and re-encoded by the site. */
export interface MenuImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number | string;
  height?: number | string;
}

/**
 * The mega menu panels' descriptive text and pictures: fetched from `/menu/<locale>.json`
 * (app/menu/[file]/route.ts) the first time the visitor reaches for the menu, rather than carried
 * in every page's HTML and again in its payload. Links are never here: they stay in the HTML.
 */
export interface MenuTexts {
  groups: Record<
    MenuGroupKey,
    {
      title: string;
      description: string;
      image: MenuImage;
      /** Pictures in the panel's closing column, for a group without documents or press there. */
      images: MenuImage[];
    }
  >;
  items: Record<string, { description: string; details: string; extra: string }>;
}

export interface LanguageLink {
  code: Locale;
  nativeName: string;
  short: string;
  /** "Read this page in …", in that language. */
  label: string;
}

export interface HeaderData {
  /** The language of the page: the islands build their links with it (lib/i18n/paths.ts). */
  locale: Locale;
  labels: {
    homeLink: string;
    home: string;
    mainNav: string;
    topBar: string;
    language: string;
    followUs: string;
    openMenu: string;
    close: string;
    drawerTitle: string;
    opensInNewTab: string;
  };
  groups: MegaGroup[];
  languages: LanguageLink[];
  /** Only networks with a real address: a missing one (`'#'`) is not shown at all. */
  social: { network: keyof SocialLinks; href: string; label: string }[];
}
