'use client';

export interface RetryButtonProps {
  label: string;
}

/** Retry reloads the page, which reads the tender from the provider again. */
export default function RetryButton({ label }: RetryButtonProps) {
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      {label}
    </button>
  );
}
