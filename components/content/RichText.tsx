import { sanitizeRichText, type HeadingLevel } from '@/lib/sanitize';
import styles from './RichText.module.css';

export interface RichTextProps {
  html: string;
  className?: string;
  /** The level of the page heading this text sits under; its own headings follow on from it. */
  under?: HeadingLevel;
}

/** Provider HTML, sanitised on the server with an allowlist before it reaches the page. */
export default function RichText({ html, className, under = 1 }: RichTextProps) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, under) }}
    />
  );
}
