import { showFocusedItem } from '../../client/sideways-row';
import { CardLinks, type CardLink } from '../CardLinks/CardLinks';
import { RowPosition, rowPositionGroup, useItemInView } from '../RowPosition/RowPosition';
import * as styles from './CardGrid.css';
import { cardPlacements, type CardPlacement } from './rows';

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
  /** Links at the foot of the card. */
  links?: readonly CardLink[];
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
  /**
   * On a phone, boxed cards side by side in one row that scrolls sideways, the next card peeking in, instead of a
   * list: for a long set early on a page, so the page is not a wall (the home page's audiences).
   */
  scrollerOnPhone?: boolean;
}

const tabletColumns = 3;

/** The classes that place a card on the grid's tracks at one width. */
const placementClasses = (placement: CardPlacement, spans: Record<number, string>, rowStart: string) =>
  placement.startsRow ? `${spans[placement.span]} ${rowStart}` : spans[placement.span]!;

/**
 * The site's one grid of cards: capability tiles, features, pricing cards and steps, values, reasons, departments,
 * benefits, audiences and the products. Rows are balanced from the number of cards (see rows.ts), so no card is
 * ever left alone on the last row; every card of a grid has one width, every row starts at the grid's left edge (the
 * page's), and the cards of a row share one height with their links on one line. On a phone a set of boxed cards is a compact list (the picture
 * or icon beside the text, rules between the items) or a row that scrolls sideways, with marks for where you are.
 */
export function CardGrid({ cards, headingLevel, maxColumns = 3, look = 'boxed', scrollerOnPhone = false }: CardGridProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const List = look === 'numbered' ? 'ol' : 'ul';
  const { current, onScroll } = useItemInView();
  const wide = cardPlacements(cards.length, maxColumns);
  const tablet = cardPlacements(cards.length, Math.min(maxColumns, tabletColumns));
  const grid = (
    <List
      className={styles.grid({ look, scroller: scrollerOnPhone })}
      data-card-grid={look}
      onFocus={scrollerOnPhone ? showFocusedItem : undefined}
      onScroll={scrollerOnPhone ? onScroll : undefined}
    >
      {cards.map((card, index) => (
        <li
          key={card.id}
          className={[
            styles.card({ look, scroller: scrollerOnPhone }),
            placementClasses(tablet[index]!, styles.tabletSpan, styles.tabletRowStart),
            placementClasses(wide[index]!, styles.wideSpan, styles.wideRowStart),
          ].join(' ')}
        >
          {card.image ? <img className={styles.image({ scroller: scrollerOnPhone })} src={card.image} alt="" width={480} height={320} loading="lazy" /> : null}
          <div className={styles.body({ look, scroller: scrollerOnPhone })}>
            {card.icon ? <img className={styles.icon({ scroller: scrollerOnPhone })} src={card.icon} alt="" width={48} height={48} loading="lazy" /> : null}
            {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
            <Heading className={styles.title}>{card.title}</Heading>
            <p>{card.text}</p>
            {card.links?.length ? <CardLinks links={card.links} /> : null}
          </div>
        </li>
      ))}
    </List>
  );
  // A row that scrolls sideways on a phone says where you are in it.
  return scrollerOnPhone ? (
    <div className={rowPositionGroup}>
      {grid}
      <RowPosition count={cards.length} current={current} />
    </div>
  ) : (
    grid
  );
}
