import type { Locale } from '@/lib/i18n/locales';

/** The header's menu, grouped as the mega menus group it. Keys index Header.items. */
export type MenuItemKey =
  | 'about'
  | 'members'
  | 'team'
  | 'partners'
  | 'waterVision'
  | 'whatWeDo'
  | 'projects'
  | 'countries'
  | 'footprint'
  | 'nutshell'
  | 'getInvolved'
  | 'vacancies'
  | 'internship'
  | 'tenders'
  | 'infoCentre'
  | 'news'
  | 'stories'
  | 'publications'
  | 'gallery'
  | 'media';

export type MenuGroupKey = 'whoWeAre' | 'whatWeDo' | 'getInvolved' | 'infoCentre';

export interface MenuItem {
  key: MenuItemKey;
  href: string;
  /** Only these languages show the item (the French and Persian menus also have /nutshell). */
  locales?: Locale[];
}

export interface MenuGroup {
  key: MenuGroupKey;
  href: string;
  /** The mobile drawer links the group elsewhere (who-we-are → the map variant). */
  drawerHref?: string;
  /** Highlighted in the open panel unless the current path matches another item. */
  defaultItem: MenuItemKey;
  /** The picture on the panel's left. */
  image: string;
  items: MenuItem[];
}

export const MENU: MenuGroup[] = [
  {
    key: 'whoWeAre',
    href: '/who-we-are',
    drawerHref: '/who-we-are-map',
    defaultItem: 'about',
    image: '/content/showcase/about.webp',
    items: [
      { key: 'about', href: '/who-we-are' },
      { key: 'members', href: '/members' },
      { key: 'team', href: '/team' },
      { key: 'partners', href: '/partners' },
      { key: 'waterVision', href: '/oic-water-vision' },
    ],
  },
  {
    key: 'whatWeDo',
    href: '/what-we-do',
    defaultItem: 'projects',
    image: '/content/programs/2.webp',
    items: [
      { key: 'whatWeDo', href: '/what-we-do' },
      { key: 'projects', href: '/projects' },
      { key: 'countries', href: '/countries' },
      { key: 'footprint', href: '/footprint' },
      { key: 'nutshell', href: '/nutshell', locales: ['fr', 'fa'] },
    ],
  },
  {
    key: 'getInvolved',
    href: '/get-involved',
    defaultItem: 'vacancies',
    image: '/content/gallery/3.webp',
    items: [
      { key: 'getInvolved', href: '/get-involved' },
      { key: 'vacancies', href: '/vacancies' },
      { key: 'internship', href: '/internship' },
      { key: 'tenders', href: '/tenders' },
    ],
  },
  {
    key: 'infoCentre',
    href: '/info-centre',
    defaultItem: 'news',
    image: '/content/news/1.webp',
    items: [
      { key: 'infoCentre', href: '/info-centre' },
      { key: 'news', href: '/news' },
      { key: 'stories', href: '/stories' },
      { key: 'publications', href: '/publications' },
      { key: 'gallery', href: '/gallery' },
      { key: 'media', href: '/media' },
    ],
  },
];

export function menuFor(locale: Locale): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.locales || item.locales.includes(locale)),
  }));
}

/**
 * The sub-item to highlight when a group opens: the one the visitor is on (its page or a page
 * below it), else the group's default.
 */
export function highlightedItem(
  items: { key: string; href: string }[],
  fallback: string,
  pathname: string,
): string {
  const current = items
    .filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`))
    // The longest match wins (/who-we-are-map is not /who-we-are).
    .sort((a, b) => b.href.length - a.href.length)[0];
  return current?.key ?? fallback;
}
