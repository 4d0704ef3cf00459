import { type UIEvent, useState } from 'react';
import * as styles from './RowPosition.css';

/**
 * Which item of a row that scrolls sideways is in view: the last once the row is scrolled to its end (its items snap
 * to the start, the last by its end), otherwise the item nearest the row's start.
 */
export function itemInView(row: HTMLElement): number {
  const items = row.children;
  // A row that does not scroll (not laid out yet, or wide enough) has its first item in view.
  if (items.length < 2 || row.scrollWidth <= row.clientWidth) return 0;
  if (row.scrollLeft >= row.scrollWidth - row.clientWidth - 2) return items.length - 1;
  const step = (items[1] as HTMLElement).offsetLeft - (items[0] as HTMLElement).offsetLeft;
  return step > 0 ? Math.min(items.length - 1, Math.round(row.scrollLeft / step)) : 0;
}

/** The item in view of a row that scrolls sideways, and the row's scroll handler that follows it. */
export function useItemInView() {
  const [current, setCurrent] = useState(0);
  return { current, onScroll: (event: UIEvent<HTMLElement>) => setCurrent(itemInView(event.currentTarget)) };
}

/**
 * A row's position marks, on a phone where the row scrolls sideways: a dot per item, the one in view drawn as a bar,
 * so the row says how many items it holds and where you are in it. For the eye only: a screen reader already hears
 * the list's length and each item's place in it.
 */
export function RowPosition({ count, current }: { count: number; current: number }) {
  return (
    <div className={styles.marks} aria-hidden="true" data-row-position="">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.mark} data-current={index === current ? '' : undefined} />
      ))}
    </div>
  );
}

export const rowPositionGroup = styles.group;
