import { articleList } from '@/components/content/articleRoutes';

const list = articleList('news');

// Prerendered at build for the first pages, rendered on first visit for later ones, refreshed
// every five minutes; a number that is not a page of the list answers 404 and is never stored.
export const revalidate = 300;
export const generateStaticParams = list.generateStaticParams;
export const generateMetadata = list.generatePageMetadata;
export default list.Page;
