import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { gridPadding } from './layout-values';
import { desktop, media, vars } from './theme.css';

/**
 * The layout atoms every component builds on: the page grid's container, a vertical stack, a wrapping row and a
 * list without bullets (text measures are theme tokens, vars.measure). A component composes them into its own
 * classes; it never repeats them.
 */

/** The page grid: one left edge for every hero, section, band and the footer. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[gridPadding.phone],
  '@media': { [desktop]: { paddingInline: vars.space[gridPadding.desktop] } },
});

/**
 * The space above and below a page's section or band, so two sections' content is 64px apart on a phone (where 96px
 * made the home page a wall) and 128px on a desktop.
 */
export const sectionSpace = style({ paddingBlock: vars.space['6'], '@media': { [desktop]: { paddingBlock: vars.space['8'] } } });

const gaps = {
  '1': { gap: vars.space['1'] },
  '2': { gap: vars.space['2'] },
  '3': { gap: vars.space['3'] },
  '4': { gap: vars.space['4'] },
  '5': { gap: vars.space['5'] },
  '6': { gap: vars.space['6'] },
  '7': { gap: vars.space['7'] },
};

/** Children one under the other, `gap` apart; `align: 'start'` keeps buttons and links at their own width. */
export const stack = recipe({
  base: { display: 'grid', alignContent: 'start' },
  variants: {
    gap: gaps,
    align: { stretch: {}, start: { justifyItems: 'start' } },
  },
  defaultVariants: { gap: '3', align: 'stretch' },
});

/** Children side by side, wrapping onto the next line when they run out of room: buttons, links, tags. */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: { gap: gaps },
  defaultVariants: { gap: '3' },
});

/** White, outlined and lifted by a shadow: a card, a form, the carousel. */
export const raisedBox = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} as const;

/**
 * A box that sets a block apart: `raised` (a form, the carousel), `tinted` (the contact details beside a form),
 * `notice` (a warning to read, e.g. the recruitment fraud notice).
 */
export const panel = recipe({
  base: { padding: vars.space['5'], borderRadius: vars.radius.lg },
  variants: {
    tone: {
      raised: raisedBox,
      tinted: { background: vars.color.surfaceAlt },
      notice: { background: vars.color.accentSoft, border: `2px solid ${vars.color.accent}` },
    },
  },
});

/**
 * On a phone: a list's items side by side in one row that scrolls sideways, from edge to edge of the screen, the next
 * item peeking in so the row says there is more; for a long set early on a page, so the page is not a wall. Items
 * snap to the page's left edge, the last by its end (the row's end is then a resting place). Pair it with
 * `showFocusedItem` (client/sideways-row.ts): the browser leaves a link it shows 32px of half hidden as it takes focus.
 */
export const sidewaysRow = style({
  '@media': {
    [media.mobile]: {
      display: 'grid',
      gridAutoFlow: 'column',
      gridAutoColumns: 'min(20rem, 82%)',
      gap: vars.space['4'],
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x proximity',
      marginInline: `calc(-1 * ${vars.space['4']})`,
      paddingInline: vars.space['4'],
      scrollPaddingInline: vars.space['4'],
      // Room for the items' shadow and a focused link's ring, which the scroll box would clip.
      paddingBlock: vars.space['2'],
      // The containing block of the visually hidden words inside: positioned outside the scroll box, they escaped its
      // clip and widened the page.
      position: 'relative',
    },
  },
});
globalStyle(`${sidewaysRow} > *`, { '@media': { [media.mobile]: { scrollSnapAlign: 'start' } } });
globalStyle(`${sidewaysRow} > :last-child`, { '@media': { [media.mobile]: { scrollSnapAlign: 'end' } } });

/** A list that is a list for assistive technology, without bullets or indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
