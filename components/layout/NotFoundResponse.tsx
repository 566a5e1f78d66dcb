import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import NotFoundView from './NotFoundView';

function NotFoundSignal(): never {
  notFound();
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
 * not-found boundary takes over with the same view.
 */
export default function NotFoundResponse() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundSignal />
      </Suspense>
    </>
  );
}
