import 'server-only';
import { copNews, news, stories } from './resources/articles';
import { events } from './resources/events';
import { gallery } from './resources/gallery';
import { partners } from './resources/partners';
import { press } from './resources/press';
import { projects } from './resources/projects';
import { publications } from './resources/publications';
import { team } from './resources/team';
import { tenders } from './resources/tenders';
import { vacancies } from './resources/vacancies';

/**
 * The provider API as the site sees it. Each content kind is described once, as a resource, in
 * `resources/` (its API path, cache tag and reshaper); `list`, `get` and `all` are derived from
 * that description by `resource.ts`. The getters below are the names the pages call.
 */
export { ProviderError, isNotFound, logProviderFailure } from './errors';
export { TAGS, type Tag } from './cache';
export { stripMarkup } from './reshape';
export type * from './types';
export {
  ALL_CONCURRENCY,
  everyItem,
  MAX_ALL_PAGES,
  withFallback,
  type ListOptions,
} from './resource';
export { applyForInternship, applyForJob, applyToTender } from './submit';

/** Every paged content kind, for what walks them all (prerendering, the sitemap, search). */
export const resources = {
  projects,
  news,
  stories,
  copNews,
  events,
  publications,
  tenders,
  vacancies,
  gallery,
  team,
  partners,
  press,
} as const;

export const getProjects = projects.list;
export const getProject = projects.get;
export const getNews = news.list;
export const getNewsItem = news.get;
export const getStories = stories.list;
export const getStory = stories.get;
export const getCopNews = copNews.list;
export const getCopNewsItem = copNews.get;
export const getEvents = events.list;
export const getEvent = events.get;
export const getPublications = publications.list;
/** A free-text search: read per request and never stored (docs/operations.md, "What is cached"). */
export const searchPublications = publications.search;
export const getPublication = publications.get;
export const getTenders = tenders.list;
export const getTender = tenders.get;
export const getVacancies = vacancies.list;
export const getVacancy = vacancies.get;
export const getGalleryImages = gallery.list;
export const getGalleryImage = gallery.get;
export const getTeamMembers = team.list;
export const getPartners = partners.list;
export const getPressPage = press.list;

export { getHomeEvents } from './resources/events';
export { getPressItems } from './resources/press';
export { DEFAULT_SOCIAL_LINKS, getSliders } from './resources/sliders';
export { getMemberStates } from './resources/member-states';
export { getCountries, getImpacts, getPrograms, getSystemCharts } from './resources/catalogues';
export { getCop } from './resources/cop';
export { getEditorialPage } from './resources/pages';
