/**
 * Shape of the seed content in `content/*.json`.
 *
 * This is the embedded provider's private storage format, not the provider API: the embedded
 * provider reads these files and answers with the API's envelopes and field names (handler.ts).
 * Every visitor-facing text is written in all four languages.
 */
import type { SocialLinks } from '@/lib/provider/types';

export type ContentLocale = 'en' | 'fr' | 'ar' | 'fa';

/** A text in every interface language. Rich-text fields may hold simple HTML (p, strong, em, ul, li, a, h3). */
export type L10n = Record<ContentLocale, string>;

/** A date is either fixed (`YYYY-MM-DD`) or relative to the day the site runs (days, may be negative). */
export type DayRef = { date: string } | { offset_days: number };

export interface SliderContent {
  id: number;
  image: string; // /content/sliders/{id}.webp
  title: L10n;
  description: L10n; // may hold <p>/<strong>; the site strips markup
}

export interface SlidersFile {
  /** Sent as it is: the API's `social_media_links` has the keys of the site's networks. */
  social_media_links: SocialLinks;
  sliders: SliderContent[];
}

export type Theme = 'water' | 'energy' | 'food' | 'environment' | 'nexus';

export interface ProjectContent {
  id: number;
  slug: string;
  image: string; // /content/projects/{id}.webp
  theme: Theme;
  status: 'ongoing' | 'completed';
  start_date: string; // YYYY-MM-DD
  end_date: string | null;
  countries: string[]; // ISO 3166-1 alpha-2, lower case, member states
  partner_ids: number[];
  title: L10n;
  short_title: L10n;
  summary: L10n;
  body: L10n; // HTML
}

export interface ArticleContent {
  id: number;
  /**
   * The event the item shows or reports, if any: its date must fall within the event (a photo) or
   * after its start (a report). Not sent to the site; held by lib/embedded-provider/event-dates.test.ts.
   */
  event?: number;
  slug: string;
  date: string; // YYYY-MM-DD
  image: string;
  image_caption: L10n;
  title: L10n;
  excerpt: L10n;
  body: L10n; // HTML
}

export interface StoryContent extends ArticleContent {
  country: string; // ISO2
  author: L10n;
}

export interface EventContent {
  id: number;
  /** Start day; upcoming events use offset_days so they stay upcoming whenever the site runs. */
  start: DayRef;
  start_time: string; // HH:mm local time at the venue
  end: DayRef;
  end_time: string;
  timezone: string; // IANA, e.g. Asia/Amman
  image: string; // /content/events/{id}.webp
  registration_url: string | null;
  format: 'in-person' | 'online' | 'hybrid';
  title: L10n;
  venue: L10n;
  city: L10n;
  summary: L10n;
  body: L10n; // HTML
}

export interface PublicationContent {
  id: number;
  date: string;
  kind: 'report' | 'policy-brief' | 'guideline' | 'proceedings' | 'atlas';
  image: string; // cover, /content/publications/{id}.webp
  file: string; // /content/publications/{id}.pdf
  pages: number;
  title: L10n;
  summary: L10n;
  body: L10n; // HTML
}

export interface TenderContent {
  id: number;
  reference: string;
  issue: DayRef;
  deadline: DayRef;
  is_expired: boolean;
  mobile_number: string;
  land_number: string;
  email: string;
  file: string | null; // /content/tenders/{id}-rfp.pdf
  title: L10n;
  description: L10n; // HTML
  location: L10n;
  duration: L10n;
}

export interface VacancyContent {
  id: number;
  reference: string;
  posted: DayRef;
  deadline: DayRef;
  employment_type: 'full-time' | 'part-time' | 'consultancy' | 'fixed-term';
  title: L10n;
  location: L10n;
  summary: L10n;
  description: L10n; // HTML: responsibilities
  requirements: L10n; // HTML
}

export interface TeamMemberContent {
  id: number;
  group: 'leadership' | 'secretariat' | 'experts';
  image: string; // /content/team/{id}.webp
  email: string | null;
  name: L10n;
  position: L10n;
  bio: L10n;
}

export interface PartnerContent {
  id: number;
  kind: 'intergovernmental' | 'academic' | 'national' | 'development';
  logo: string; // /content/partners/{id}.webp
  url: string;
  name: L10n;
  description: L10n;
}

export interface MapKeyContent {
  id: number;
  key_color: string; // #rrggbb
  title: L10n;
}

export interface MemberStateContent {
  iso2: string; // flag from flag-icons: /flags/{iso2}.svg
  name_en: string; // English country name; the API id is its lower-cased slug
  name: L10n;
  rank: L10n; // e.g. "Host country", "Founding member", "Member"
  institute_name: L10n;
  location: L10n; // city
  tel: string;
  fax: string;
  email: string;
  map_key_id: number;
}

export interface MemberStatesFile {
  map_keys: MapKeyContent[];
  members: MemberStateContent[];
}

export interface CopItemContent {
  id: number;
  year: number;
  image: string;
  title: L10n;
  location: L10n;
  summary: L10n;
  body: L10n;
}

export interface CopFile {
  title: L10n;
  intro: L10n; // HTML
  items: CopItemContent[];
}

export interface GalleryImageContent {
  id: number;
  /**
   * The event the item shows or reports, if any: its date must fall within the event (a photo) or
   * after its start (a report). Not sent to the site; held by lib/embedded-provider/event-dates.test.ts.
   */
  event?: number;
  date: string;
  image: string; // /content/gallery/{id}.webp
  album: L10n;
  title: L10n;
  caption: L10n;
}

export interface PressItemContent {
  id: number;
  /**
   * The event the item shows or reports, if any: its date must fall within the event (a photo) or
   * after its start (a report). Not sent to the site; held by lib/embedded-provider/event-dates.test.ts.
   */
  event?: number;
  date: string;
  url: string;
  outlet: L10n;
  title: L10n;
}

export interface PageContent {
  slug: string; // about, vision, mission, history, water-vision, get-involved, info-centre, data-tools
  title: L10n;
  summary: L10n;
  body: L10n; // HTML
}

export interface ImpactContent {
  id: number;
  value: number;
  suffix: string; // '+', '%', '' …
  label: L10n;
  description: L10n;
}

export interface SystemChartContent {
  id: number;
  parent_id: number | null;
  level: number;
  title: L10n;
  description: L10n;
}

export interface ProgramContent {
  id: number;
  theme: Theme;
  image: string; // /content/programs/{id}.webp
  title: L10n;
  summary: L10n;
}
