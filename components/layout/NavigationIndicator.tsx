'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

export interface NavigationIndicatorProps {
  label: string;
}

/** True for a plain left click on a link to another page of this site. */
function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  // The link's own URL parts: its href is resolved against the page, like `new URL` would.
  const { location } = window;
  if (anchor.origin !== location.origin) return false;
  return anchor.pathname !== location.pathname || anchor.search !== location.search;
}

function Indicator({ label }: NavigationIndicatorProps) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const current = search ? `${pathname}?${search}` : pathname;
  // The address the visitor clicked away from: pending until the router shows another one.
  const [leaving, setLeaving] = useState<string | null>(null);
  const pending = leaving === current;
  const first = useRef(true);

  // Every route change starts at the top of the new page, not where the last one was.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const here = () => `${window.location.pathname}${window.location.search}`;
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setLeaving(here());
    };
    const onPopState = () => setLeaving(null);
    // Capture phase: next/link calls preventDefault() on the click before it bubbles up here.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return (
    <div
      className="nav-indicator"
      role="status"
      aria-live="polite"
      data-pending={pending || undefined}
    >
      {pending ? (
        <>
          <span className="nav-indicator-bar" aria-hidden="true" />
          <span className="nav-indicator-label">{label}</span>
        </>
      ) : null}
    </div>
  );
}

/**
 * What a client-side route change shows. While a page loads, 'Loading page...' shows. Pages
 * arrive complete from the server, so the wait is the client-side navigation between them; this
 * shows it until the new page is there. Then the new page starts at its top (once a separate
 * ScrollToTop island, which read the same path: one island less in every page's first load).
 * (A loading.tsx boundary would also do that, but it makes an unknown id's 404 stream its text
 * only after hydration instead of in the server HTML.)
 */
export default function NavigationIndicator({ label }: NavigationIndicatorProps) {
  return (
    <Suspense fallback={null}>
      <Indicator label={label} />
    </Suspense>
  );
}
