'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ApplicationFormProps } from './ApplicationForm';

let start: () => void = () => {};
/** Resolves when the form's code may be fetched (the first of the triggers below). */
const started = new Promise<void>((resolve) => {
  start = resolve;
});

/**
 * The form (Formik, Yup, the fields) in its own chunk. The server renders it whole; in the
 * browser its Suspense boundary stays the server's HTML, not hydrated, until this resolves, and
 * the rest of the page hydrates without it (React's selective hydration).
 */
const ApplicationForm = lazy(async () => {
  if (typeof window !== 'undefined') await started;
  return import('./ApplicationForm');
});

/** What a visitor does to a field first: each fetches the code at once. */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * The application form, hydrated after the paint: its code is fetched when the page has loaded
 * and the main thread is idle, or earlier when the visitor reaches the form (within a screen of
 * it) or touches it. Until then the server's HTML is the form as it will look, and what is typed
 * into it stays there and is taken over when it hydrates (useTypedBeforeHydration); Submit is
 * disabled until then, so nothing is sent without the form's checks.
 */
export default function DeferredApplicationForm(props: ApplicationFormProps) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    // Rendered in the browser (a client-side navigation): there is no server HTML to show meanwhile.
    if (!element?.querySelector('form')) {
      start();
      return;
    }
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '50% 0px' },
    );
    near.observe(element);
    for (const type of FIRST_TOUCH) element.addEventListener(type, start, { capture: true });
    const stop = () => {
      near.disconnect();
      for (const type of FIRST_TOUCH) element.removeEventListener(type, start, { capture: true });
    };
    void started.then(stop);
    return stop;
  }, []);
  return (
    <div ref={place}>
      <Suspense fallback={null}>
        <ApplicationForm {...props} />
      </Suspense>
    </div>
  );
}
