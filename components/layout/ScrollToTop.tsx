'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** Every route change starts at the top of the page, not where the last page was. */
export default function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
