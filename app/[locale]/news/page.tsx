import { articleList } from '@/components/content/articleRoutes';

const list = articleList('news');

// Static and revalidated like the detail pages; later pages live at /news/page/N
// (README, "Content pages").
export const revalidate = 300;
export const generateMetadata = list.generateMetadata;
export default list.FirstPage;
