'use client';

import { useState } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  label: string;
  copiedLabel: string;
  /**
   * The button's and the confirmation's classes, from ShareLinks.module.css: given by the server
   * component rather than imported, so that the module's class map is not in the page's
   * JavaScript (docs/measured.md, "Phone: earlier rounds").
   */
  classNames: [button: string | undefined, confirmation: string | undefined];
}

/** Copies the page's address; the confirmation is announced politely. */
export default function CopyLinkButton({
  url,
  label,
  copiedLabel,
  classNames: [button, confirmation],
}: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            setCopied(true);
          } catch {
            // Clipboard refused (permissions, insecure origin): select nothing, say nothing.
            setCopied(false);
          }
        }}
      >
        {label}
      </button>
      <span role="status" aria-live="polite" className={confirmation}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
