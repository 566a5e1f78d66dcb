import Card, { type CardData } from './Card';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  cards: CardData[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
  columns?: 2 | 3 | 4;
  /**
   * The grid leads the page (a list): the first card's image is the largest paint on a phone, so
   * it is fetched first instead of lazily once the layout is known.
   */
  leadsPage?: boolean;
}

export default function CardGrid({
  cards,
  emptyText,
  headingLevel,
  columns = 3,
  leadsPage = false,
}: CardGridProps) {
  if (cards.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {cards.map((card, i) => (
        <li key={card.key}>
          <Card card={card} headingLevel={headingLevel} priority={leadsPage && i === 0} />
        </li>
      ))}
    </ul>
  );
}
