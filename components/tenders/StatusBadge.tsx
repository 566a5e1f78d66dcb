import styles from './StatusBadge.module.css';

export interface StatusBadgeProps {
  open: boolean;
  label: string;
}

/** Active in green, Expired in red, each with a text label so colour is never alone. */
export default function StatusBadge({ open, label }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${open ? styles.active : styles.expired}`}>{label}</span>
  );
}
