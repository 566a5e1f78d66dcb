import type { Ref } from 'react';
import styles from './CloseButton.module.css';

export interface CloseButtonProps {
  /** The accessible name ("Close" in the reader's language); the × itself is decoration. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Places the button (absolute corner, flex item); its look stays the same everywhere. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The round × button that closes a dialog or a card. */
export default function CloseButton({
  label,
  onClick,
  disabled,
  className,
  ref,
}: CloseButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `${styles.close} ${className}` : styles.close}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
