import type { ContentHref } from '../../content/types';
import { visuallyHidden } from '../../styles/layout.css';
import { ContentLink } from '../ContentLink/ContentLink';
import * as styles from './CardGrid.css';
import { rowLengths } from './rows';

export interface Card {
  id: string;
  title: string;
  text: string;
  /** A decorative 48 by 48 icon above the title: the title says everything. */
  icon?: string;
  /** A decorative illustration across the top of the card (3:2). */
  image?: string;
  /** A short line above the title, e.g. a product's category. */
  eyebrow?: string;
  /** Links at the foot of the card; `context` is read after the label by screen readers only ("Overview" of what). */
  links?: ReadonlyArray<{ label: string; href: ContentHref; context?: string }>;
}

interface CardGridProps {
  cards: readonly Card[];
  /** h2 when the cards sit right under the page's h1, h3 inside a section. */
  headingLevel: 2 | 3;
  /** The most cards a row holds on a wide screen (three on a tablet, one on a phone). */
  maxColumns?: 3 | 4;
  /**
   * `boxed`: cards on a white panel with a border; `ruled`: an accent rule above each card, for short lists inside a
   * tinted section; `numbered`: steps in order, each with its number.
   */
  look?: 'boxed' | 'ruled' | 'numbered';
}

const tabletColumns = 3;

/**
 * The site's one grid of cards: capability tiles, features, pricing cards and steps, values, reasons, departments,
 * benefits, audiences and the products. Rows are balanced from the number of cards (see rows.ts), so no card is
 * ever left alone on the last row.
 */
export function CardGrid({ cards, headingLevel, maxColumns = 3, look = 'boxed' }: CardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const List = look === 'numbered' ? 'ol' : 'ul';
  const wide = rowLengths(cards.length, maxColumns) as Array<keyof typeof styles.wideSpan>;
  const tablet = rowLengths(cards.length, Math.min(maxColumns, tabletColumns)) as Array<keyof typeof styles.tabletSpan>;
  return (
    <List className={styles.grid}>
      {cards.map((card, index) => (
        <li key={card.id} className={`${styles.card({ look, pictured: card.image !== undefined })} ${styles.tabletSpan[tablet[index]!]} ${styles.wideSpan[wide[index]!]}`}>
          {card.image ? <img className={styles.image} src={card.image} alt="" width={480} height={320} loading="lazy" /> : null}
          <div className={styles.body({ look })}>
            {card.icon ? <img className={styles.icon} src={card.icon} alt="" width={48} height={48} loading="lazy" /> : null}
            {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
            <Heading className={styles.title}>{card.title}</Heading>
            <p>{card.text}</p>
            {card.links?.length ? (
              <ul className={styles.links}>
                {card.links.map((link) => (
                  <li key={link.href}>
                    <ContentLink href={link.href} className={styles.link}>
                      {link.label}
                      {link.context ? <span className={visuallyHidden}> {link.context}</span> : null}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </List>
  );
}
