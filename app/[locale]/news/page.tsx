import { articleList } from '@/components/content/articleRoutes';
import { staticPageMetadata } from '@/lib/page';

export const generateMetadata = staticPageMetadata('news', '/news');

export default articleList('news');
