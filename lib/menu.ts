import type { Locale } from '@/lib/i18n/locales';

/** The spec's menu (§2 Header), grouped as the mega menus group it. Keys index Header.items. */
export interface MenuItem {
  key:
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
  href: string;
  /** Only these languages show the item (the French and Persian menus also have /nutshell). */
  locales?: Locale[];
}

export interface MenuGroup {
  key: 'whoWeAre' | 'whatWeDo' | 'getInvolved' | 'infoCentre';
  href: string;
  items: MenuItem[];
}

export const MENU: MenuGroup[] = [
  {
    key: 'whoWeAre',
    href: '/who-we-are',
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
