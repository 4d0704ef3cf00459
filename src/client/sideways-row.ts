import type { FocusEvent } from 'react';

/**
 * The focus handler of a list styled `sidewaysRow` (styles/layout.css.ts): a link taking focus brings its whole item
 * into view. The browser scrolls only to a link it shows less than 32px of (Chrome), so a link in the item peeking in
 * at the screen's edge took focus half hidden. On a wide screen, where the row does not scroll, it does nothing.
 */
export function showFocusedItem(event: FocusEvent<HTMLElement>) {
  const row = event.currentTarget;
  if (row.scrollWidth <= row.clientWidth) return;
  const item = [...row.children].find((child) => child.contains(event.target));
  item?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
