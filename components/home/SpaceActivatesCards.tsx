'use client';

import { useEffect } from 'react';

/**
 * A project card is one link, and the site lets Space open it as Enter does (links natively answer
 * Enter only). One listener on the document does that for every link marked data-space-activates, so
 * the cards themselves stay server-rendered; this island draws nothing.
 */
export default function SpaceActivatesCards() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Spacebar') return;
      const target = event.target;
      if (!(target instanceof HTMLAnchorElement) || !target.hasAttribute('data-space-activates'))
        return;
      event.preventDefault();
      target.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
