import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import NotFoundView from './NotFoundView';

function NotFoundSignal(): never {
  notFound();
}

/**
 * notFound(), thrown inside a Suspense boundary once the view before it is rendered: the server
 * answers 404 and marks the page noindex, with the view already in the HTML.
 */
export function notFoundSignal() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
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
 * not-found boundary takes over with the same view. A page with its own view (the tender page)
 * uses OwnStateResponse instead, which keeps that view on the client; it is a module of its own
 * so that the client boundary it needs is not in every detail page's JavaScript.
 */
export default function NotFoundResponse() {
  return (
    <>
      <NotFoundView />
      {notFoundSignal()}
    </>
  );
}
