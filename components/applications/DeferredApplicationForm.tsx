'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ApplicationFormProps } from './ApplicationForm';

/** A promise and what resolves it: the form's code may be fetched (or fetched again). */
function gateOpen() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
let gate = gateOpen();
/** Tells the page whether the last download of the form's code failed (FailureNote). */
let setFailed: ((failed: boolean) => void) | null = null;

/**
 * The form (Formik, Yup, the fields) in its own chunk. The server renders it whole; in the
 * browser its Suspense boundary stays the server's HTML, not hydrated, until the code is here, and
 * the rest of the page hydrates without it (React's selective hydration). A failed download is not
 * thrown (the error boundary would replace the page, and what is typed with it): the form stays as
 * it is, the island says so, and the next approach or touch asks again (in vain in this build:
 * Turbopack's runtime keeps the failed chunk as failed, so only a reload fetches it again).
 */
const ApplicationForm = lazy(async () => {
  if (typeof window === 'undefined') return import('./ApplicationForm');
  for (;;) {
    await gate.opened;
    try {
      return await import('./ApplicationForm');
    } catch {
      gate = gateOpen();
      setFailed?.(true);
    }
  }
});

/** What a visitor does to a field first: each fetches the code at once. */
const FIRST_TOUCH = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * The application form, hydrated after the paint: its code is fetched when the visitor nears the
 * form (within half a screen of it) or touches it first, never before. Until then the server's
 * HTML is the form as it will look, and what is typed into it stays there and is taken over when
 * it hydrates (useTypedBeforeHydration); Submit is disabled until then, so nothing is sent without
 * the form's checks.
 */
export default function DeferredApplicationForm(props: ApplicationFormProps) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    const start = () => {
      setFailed?.(false);
      gate.open();
    };
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
    return () => {
      near.disconnect();
      for (const type of FIRST_TOUCH) element.removeEventListener(type, start, { capture: true });
    };
  }, []);
  // No state here: a render of this component reaching the boundary before it hydrates would make
  // React drop the server's HTML for the fallback (and what is typed in it). The note has its own.
  return (
    <div ref={place}>
      <Suspense fallback={null}>
        <ApplicationForm {...props} />
      </Suspense>
      {/* After the form, beside its disabled Submit; last, so React appends it. */}
      <FailureNote text={props.messages.errors.networkError} />
    </div>
  );
}

/** The form's own message for a failed sending (it asks to try again), while the code is missing. */
function FailureNote({ text }: { text: string }) {
  const [failed, setState] = useState(false);
  useEffect(() => {
    setFailed = setState;
    return () => {
      setFailed = null;
    };
  }, []);
  return failed ? <p role="alert">{text}</p> : null;
}
