import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import KeepServerView from './KeepServerView';
import NotFoundView from './NotFoundView';

function NotFoundSignal(): never {
  notFound();
}

export interface NotFoundResponseProps {
  /** A page's own not-found view (tender details); the site's generic one otherwise. */
  view?: ReactNode;
}

/**
 * What a detail page returns for an unknown id: HTTP 404 with the translated not-found page in
 * the server HTML.
 *
 * Why not a plain notFound(): for a page rendered on demand (an id not prerendered at build),
 * Next 16 answers a notFound() thrown during the render with an empty error document and shows
 * the not-found page only after hydration (vercel/next.js#62228). Here the view is rendered
 * first, and notFound() is thrown inside a Suspense boundary: the server still answers 404 and
 * marks the page noindex, the HTML already holds the text, and on the client the locale's
 * not-found boundary takes over with the same view. A page's own view is kept on the client
 * instead, since the locale's boundary would replace it with the generic one.
 */
export default function NotFoundResponse({ view }: NotFoundResponseProps) {
  const signal = (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
  return view ? (
    <>
      {view}
      <KeepServerView>{signal}</KeepServerView>
    </>
  ) : (
    <>
      <NotFoundView />
      {signal}
    </>
  );
}
