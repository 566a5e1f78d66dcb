import Card, { type CardData } from './Card';
import styles from './CardGrid.module.css';

export interface CardGridProps {
  cards: CardData[];
  emptyText: string;
  headingLevel?: 'h2' | 'h3';
  columns?: 2 | 3 | 4;
}

export default function CardGrid({ cards, emptyText, headingLevel, columns = 3 }: CardGridProps) {
  if (cards.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {cards.map((card) => (
        <li key={card.key}>
          <Card card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
