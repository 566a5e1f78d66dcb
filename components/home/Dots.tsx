import styles from './Dots.module.css';

export interface DotsProps {
  /** The group's name: "Choose a slide". */
  label: string;
  /** One dot per item, named by what it shows ("Show slide 2", "Vision"). */
  items: { key: string; label: string }[];
  current: number;
  onSelect: (index: number) => void;
  /** The parent's class: where the group sits, its direction, and the dots' colours. */
  className?: string;
}

/**
 * A row of dots choosing one of several items: the hero's slides and the showcase's panels. Each
 * is a 24 px or larger button around a small visible dot; the current one is marked with
 * aria-current. Rendered by the client islands that own the current item.
 */
export default function Dots({ label, items, current, onSelect, className }: DotsProps) {
  return (
    <div className={className} role="group" aria-label={label}>
      {items.map((item, i) => (
        <button
          key={item.key}
          type="button"
          className={styles.dot}
          aria-label={item.label}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  );
}
