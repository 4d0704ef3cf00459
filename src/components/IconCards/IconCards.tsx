import * as styles from './IconCards.css';

export interface IconCard {
  id: string;
  title: string;
  icon: string;
  description: string;
}

/** A grid of cards (three or four to a row on wide screens), each a decorative icon, a title (h3) and a sentence or two: values, reasons, departments. */
export function IconCards({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 3 | 4 }) {
  return (
    <ul className={styles.grid[columns]}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <img className={styles.icon} src={item.icon} alt="" width={48} height={48} loading="lazy" />
          <h3 className={styles.title}>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
