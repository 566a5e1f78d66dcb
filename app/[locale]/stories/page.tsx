import { articleList } from '@/components/content/articleRoutes';
import { staticPageMetadata } from '@/lib/page';

export const generateMetadata = staticPageMetadata('stories', '/stories');

export default articleList('stories');
