import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, raisedBox } from '../styles/layout.css';
import { desktop, media, vars } from '../styles/theme.css';
import { focusRing } from '../styles/controls.css';

export const listing = style({ display: 'grid', gap: vars.space['6'] });

/**
 * The entries: as many columns of at least 20rem as the grid holds (one on a phone, two on a tablet, three on a wide
 * screen), every card of a row as tall; a shorter list (two related entries) spreads over the whole width.
 */
export const cards = style([
  plainList,
  { display: 'grid', gap: vars.space['5'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' },
]);
// Each card fills its cell, so the cards of a row are as tall as each other.
globalStyle(`${cards} > li`, { display: 'grid' });

/**
 * A listing: one column on a phone, two on a tablet, three on a wide screen. Where the count would leave one card
 * alone on the last row, the newest spans two columns (data-feature-tablet, data-feature-wide), so every row holds
 * two cards or more.
 */
export const listingCards = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['5'],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
]);
globalStyle(`${listingCards} > li`, { display: 'grid' });
globalStyle(`${listingCards}[data-feature-tablet] > li:first-child`, { '@media': { [media.tablet]: { gridColumn: 'span 2' } } });
globalStyle(`${listingCards}[data-feature-wide] > li:first-child`, { '@media': { [media.wide]: { gridColumn: 'span 2' } } });

/** An entry's page: its facts beside its text on a wide screen, above it on a phone. */
export const entry = style({
  display: 'grid',
  // One column that never grows past the page: a wide table scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: vars.space['6'],
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 42rem) minmax(0, 1fr)', columnGap: vars.space['8'], alignItems: 'start' } },
});

export const main = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['6'], minWidth: 0 });

export const facts = style({
  ...raisedBox,
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  fontSize: vars.fontSize.sm,
});

export const factList = style({ display: 'grid', gap: vars.space['3'], margin: 0 });
export const factTerm = style({ fontWeight: 600, color: vars.color.ink });
export const factValue = style({ margin: 0, color: vars.color.text });
export const author = style({ display: 'block' });

export const logo = style({ display: 'block', maxWidth: '10rem', height: 'auto' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['4']}`, margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/** Figures side by side from a tablet up: two columns for two or four, three for three, so none is alone on a row. */
export const results = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['4'],
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
    selectors: { '&:has(> li:nth-child(3):last-child)': { '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } } },
  },
]);
export const result = style({ display: 'grid', gap: vars.space['1'], paddingInlineStart: vars.space['4'], borderInlineStart: `3px solid ${vars.color.primary}` });
export const resultValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: vars.lineHeight.tight, color: vars.color.ink, fontVariantNumeric: 'tabular-nums' });
export const resultMeasures = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const quote = style({ margin: 0, display: 'grid', gap: vars.space['3'], padding: vars.space['5'], background: vars.color.primaryTint, borderRadius: vars.radius.lg });
export const quoteText = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug, color: vars.color.ink });
export const quoteSource = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const section = style({ display: 'grid', gap: vars.space['3'] });
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug, color: vars.color.ink });

export const table = style({
  display: 'block',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
  selectors: { '&:focus-visible': focusRing },
});
export const cell = style({ paddingBlock: vars.space['2'], paddingInline: vars.space['3'], borderBottom: `1px solid ${vars.color.line}`, textAlign: 'left', verticalAlign: 'top' });

export const bulletList = style({ margin: 0, paddingInlineStart: vars.space['5'], display: 'grid', gap: vars.space['2'] });
