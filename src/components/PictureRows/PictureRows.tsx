import { showFocusedItem } from '../../client/sideways-row';
import { sidewaysRow } from '../../styles/layout.css';
import type { Card } from '../CardGrid/CardGrid';
import { CardLinks } from '../CardLinks/CardLinks';
import { ProductScreen, type PhoneCrop } from '../ProductScreen/ProductScreen';
import { RowPosition, rowPositionGroup, useItemInView } from '../RowPosition/RowPosition';
import * as styles from './PictureRows.css';

/** A row: a card's words beside a picture that shows the thing itself: a product's screen, and the part a phone shows. */
export type PictureRow = Card & { image: string; phoneCrop: PhoneCrop };

interface PictureRowsProps {
  rows: readonly PictureRow[];
  /** h2 when the rows sit right under the page's h1, h3 inside a section. */
  headingLevel: 2 | 3;
}

/**
 * Text-and-picture rows whose sides alternate on a wide screen (picture left, then right), a large picture beside
 * its words: the page's rhythm between grids of cards. On a phone the rows are boxed cards, the picture on top, in
 * one row that scrolls sideways, with marks under it for where you are, and the picture is the screen's crop, so its
 * words can be read. The picture is decorative: the title and text say what it shows.
 */
export function PictureRows({ rows, headingLevel }: PictureRowsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { current, onScroll } = useItemInView();
  return (
    <div className={rowPositionGroup}>
      <ul className={`${styles.rows} ${sidewaysRow}`} onFocus={showFocusedItem} onScroll={onScroll}>
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            <ProductScreen className={styles.picture} src={row.image} alt="" crop={row.phoneCrop} />
            <div className={styles.body}>
              {row.eyebrow ? <p className={styles.eyebrow}>{row.eyebrow}</p> : null}
              <Heading className={styles.title}>{row.title}</Heading>
              <p className={styles.text}>{row.text}</p>
              {row.links?.length ? <CardLinks links={row.links} /> : null}
            </div>
          </li>
        ))}
      </ul>
      <RowPosition count={rows.length} current={current} />
    </div>
  );
}
