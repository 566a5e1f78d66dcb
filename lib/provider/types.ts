/** Domain types the pages and components use. Raw provider shapes stay inside lib/provider. */

export interface Paged<T> {
  items: T[];
  page: number;
  lastPage: number;
  perPage: number;
  total: number;
}

/**
 * One link per network the site shows. Declared here, where the site's types live; the embedded
 * provider's seed content imports it, since its `social_media_links` has exactly these keys.
 */
export interface SocialLinks {
  facebook: string;
  x: string;
  youtube: string;
  linkedin: string;
  instagram: string;
}

export interface Slide {
  id: string;
  image: string | null;
  title: string;
  /** Plain text: the provider's markup is stripped (the hero shows text, not the provider's HTML). */
  description: string;
}

export interface SlidersData {
  slides: Slide[];
  social: SocialLinks;
}

export interface ProjectSummary {
  /** Null when the provider sent none: such a card is not clickable. */
  id: string | null;
  title: string;
  shortTitle: string | null;
  image: string | null;
  theme: string | null;
  status: string | null;
  summary: string | null;
  /** ISO 3166-1 alpha-2 codes, lower case. */
  countries: string[];
}

export interface Project extends ProjectSummary {
  id: string;
  body: string;
  partnerIds: string[];
  startDate: string | null;
  endDate: string | null;
}

export interface Article {
  id: string;
  slug: string | null;
  title: string;
  excerpt: string | null;
  /** Rich text from the provider, sanitised before rendering. */
  body: string;
  date: string | null;
  image: string | null;
  imageCaption: string | null;
  author: string | null;
}

export interface EventItem {
  id: string;
  title: string;
  summary: string | null;
  body: string;
  /** ISO 8601 instants. */
  start: string | null;
  end: string | null;
  timezone: string | null;
  venue: string | null;
  city: string | null;
  image: string | null;
  registrationUrl: string | null;
  format: string | null;
}

export interface HomeEventItem {
  id: string;
  type: 'news' | 'event';
  title: string;
  date: string | null;
  image: string | null;
}

export interface Publication {
  id: string;
  title: string;
  summary: string | null;
  body: string;
  date: string | null;
  kind: string | null;
  image: string | null;
  file: string | null;
  /** Bytes, when the provider says. */
  fileSize: number | null;
  pages: number | null;
}

export interface Tender {
  id: string;
  reference: string | null;
  title: string;
  description: string;
  location: string | null;
  duration: string | null;
  issueDate: string | null;
  deadline: string | null;
  isExpired: boolean;
  daysRemaining: number | null;
  mobile: string | null;
  landline: string | null;
  email: string | null;
  file: string | null;
}

export interface Vacancy {
  id: string;
  reference: string | null;
  title: string;
  location: string | null;
  summary: string | null;
  description: string;
  requirements: string;
  employmentType: string | null;
  postedDate: string | null;
  deadline: string | null;
  isExpired: boolean;
}

export interface TeamMember {
  id: string;
  name: string;
  position: string | null;
  bio: string | null;
  image: string | null;
  email: string | null;
}

export interface Partner {
  id: string;
  name: string;
  description: string | null;
  url: string | null;
  logo: string | null;
  kind: string | null;
}

export interface MapKey {
  id: string;
  color: string;
  title: string;
}

export interface MemberState {
  /** Lower-cased slug of the English country name, as the provider API derives it. */
  id: string;
  name: string;
  englishName: string;
  /** ISO 3166-1 alpha-2, lower case, when the provider sends it. */
  code: string | null;
  title: string;
  rank: string | null;
  instituteName: string | null;
  location: string | null;
  tel: string | null;
  fax: string | null;
  email: string | null;
  image: string | null;
  mapKey: MapKey | null;
}

export interface Country {
  id: string;
  code: string | null;
  name: string;
}

export interface Program {
  id: string;
  title: string;
  summary: string | null;
  theme: string | null;
  image: string | null;
}

export interface PressItem {
  id: string;
  title: string;
  date: string | null;
  url: string | null;
  outlet: string | null;
}

export interface CopItem {
  id: string;
  title: string;
  year: number | null;
  location: string | null;
  summary: string | null;
  body: string;
  image: string | null;
}

export interface CopPage {
  title: string;
  intro: string;
  items: CopItem[];
}

export interface GalleryImage {
  id: string;
  title: string;
  caption: string | null;
  album: string | null;
  date: string | null;
  image: string | null;
}

export interface SitePage {
  slug: string;
  title: string;
  summary: string | null;
  body: string;
}

export interface Impact {
  id: string;
  value: number;
  suffix: string;
  label: string;
  description: string | null;
}

export interface SystemChartNode {
  id: string;
  parentId: string | null;
  level: number;
  title: string;
  description: string | null;
}

/** The provider's answer to an accepted submission: a tender proposal, a job or internship application. */
export interface SubmissionReceipt {
  receiptId: string | null;
}
