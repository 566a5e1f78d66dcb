import { sanitizeRichText } from '@/lib/sanitize';
import styles from './RichText.module.css';

export interface RichTextProps {
  html: string;
  className?: string;
}

/** Provider HTML, sanitised on the server with an allowlist before it reaches the page. */
export default function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={`${styles.prose} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
