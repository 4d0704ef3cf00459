import * as styles from './TileGrid.css';

export interface Tile {
  id: string;
  title: string;
  text: string;
  /** A decorative icon: hidden from assistive technology, the title says it all. */
  icon: string;
}

interface TileGridProps {
  items: readonly Tile[];
  /** h2 when the tiles sit right under the page's h1, h3 inside a section. */
  headingLevel: 2 | 3;
  /** Narrow tiles fit four to a row on a desktop, wide ones three. */
  size?: keyof typeof styles.grid;
}

/** A grid of cards, each an icon, a title and a short text: capability tiles, feature cards, pricing cards. */
export function TileGrid({ items, headingLevel, size = 'wide' }: TileGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid[size]}>
      {items.map((item) => (
        <li key={item.id} className={styles.tile}>
          <img className={styles.icon} src={item.icon} alt="" aria-hidden="true" width={48} height={48} loading="lazy" />
          <Heading className={styles.title}>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
