'use client';

import type { KeyboardEvent, ReactNode } from 'react';

export interface SearchDisclosureProps {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
  panelClassName?: string;
}

/**
 * A `<details>` disclosure (it works before and without hydration) that, once hydrated, puts the
 * focus in the field when it opens and closes on Escape with the focus back on its button, as
 * the WAI disclosure pattern expects.
 */
export default function SearchDisclosure({
  summary,
  children,
  className,
  summaryClassName,
  panelClassName,
}: SearchDisclosureProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <details
      className={className}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      <div className={panelClassName}>{children}</div>
    </details>
  );
}
