import { articleDetail } from '@/components/content/articleRoutes';

const route = articleDetail('stories');

// Rendered at build for known ids, on first request for new ones, refreshed every five minutes.
export const revalidate = 300;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
