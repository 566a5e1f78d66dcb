'use client';

import { useState } from 'react';
import styles from './ShareLinks.module.css';

export interface CopyLinkButtonProps {
  url: string;
  label: string;
  copiedLabel: string;
}

/** Copies the page's address; the confirmation is announced politely. */
export default function CopyLinkButton({ url, label, copiedLabel }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.link}
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
      <span role="status" aria-live="polite" className={styles.copied}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
}
