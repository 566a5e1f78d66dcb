import { articleList } from '@/components/content/articleRoutes';

const list = articleList('stories');

// Static and revalidated like the detail pages; later pages live at /stories/page/N
// (README, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;
export default list.FirstPage;
