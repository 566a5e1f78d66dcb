/**
 * The seed content, bundled with the server: static imports keep it inside the build output, so
 * the standalone server needs no `content/` folder at run time.
 */
import copJson from '@/content/cop.json';
import copNewsJson from '@/content/cop-news.json';
import eventsJson from '@/content/events.json';
import galleryJson from '@/content/gallery.json';
import impactsJson from '@/content/impacts.json';
import memberStatesJson from '@/content/member-states.json';
import newsJson from '@/content/news.json';
import pagesJson from '@/content/pages.json';
import partnersJson from '@/content/partners.json';
import pressJson from '@/content/press.json';
import programsJson from '@/content/programs.json';
import projectsJson from '@/content/projects.json';
import publicationsJson from '@/content/publications.json';
import slidersJson from '@/content/sliders.json';
import storiesJson from '@/content/stories.json';
import systemChartsJson from '@/content/system-charts.json';
import teamJson from '@/content/team.json';
import tendersJson from '@/content/tenders.json';
import vacanciesJson from '@/content/vacancies.json';
import type {
  ArticleContent,
  CopFile,
  EventContent,
  GalleryImageContent,
  ImpactContent,
  MemberStatesFile,
  PageContent,
  PartnerContent,
  PressItemContent,
  ProgramContent,
  ProjectContent,
  PublicationContent,
  SlidersFile,
  StoryContent,
  SystemChartContent,
  TeamMemberContent,
  TenderContent,
  VacancyContent,
} from './content-types';

// JSON imports are typed loosely by TypeScript (string unions widen to string); the shape is
// checked by lib/embedded-provider/content.test.ts.
export const content = {
  cop: copJson as unknown as CopFile,
  copNews: copNewsJson as unknown as ArticleContent[],
  events: eventsJson as unknown as EventContent[],
  gallery: galleryJson as unknown as GalleryImageContent[],
  impacts: impactsJson as unknown as ImpactContent[],
  memberStates: memberStatesJson as unknown as MemberStatesFile,
  news: newsJson as unknown as ArticleContent[],
  pages: pagesJson as unknown as PageContent[],
  partners: partnersJson as unknown as PartnerContent[],
  press: pressJson as unknown as PressItemContent[],
  programs: programsJson as unknown as ProgramContent[],
  projects: projectsJson as unknown as ProjectContent[],
  publications: publicationsJson as unknown as PublicationContent[],
  sliders: slidersJson as unknown as SlidersFile,
  stories: storiesJson as unknown as StoryContent[],
  systemCharts: systemChartsJson as unknown as SystemChartContent[],
  team: teamJson as unknown as TeamMemberContent[],
  tenders: tendersJson as unknown as TenderContent[],
  vacancies: vacanciesJson as unknown as VacancyContent[],
};

export type Content = typeof content;
