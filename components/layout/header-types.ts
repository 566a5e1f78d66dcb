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
  panel: { description: string; details: string; extra: string; action: string };
  secondary?: HeaderLink;
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
    }
  | { kind: 'images'; images: string[] };

export interface MegaGroup {
  key: MenuGroupKey;
  label: string;
  href: string;
  drawerHref: string;
  title: string;
  description: string;
  image: string;
  defaultItem: string;
  items: MegaItem[];
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
