import NotFoundView from '@/components/layout/NotFoundView';

// Unknown ids: pages call notFound(), and this renders inside the locale layout with a 404 status.
export default function NotFound() {
  return <NotFoundView />;
}
