import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { desktop, vars } from './theme.css';

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
  paddingInline: vars.space['4'],
  '@media': { [desktop]: { paddingInline: vars.space['6'] } },
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

/**
 * A box that sets a block apart: `raised` (white, outlined, with a shadow: a form, the carousel), `tinted` (the
 * contact details beside a form), `notice` (a warning to read, e.g. the recruitment fraud notice).
 */
export const panel = recipe({
  base: { padding: vars.space['5'], borderRadius: vars.radius.lg },
  variants: {
    tone: {
      raised: { background: vars.color.surface, border: `1px solid ${vars.color.line}`, boxShadow: vars.shadow.card },
      tinted: { background: vars.color.surfaceAlt },
      notice: { background: vars.color.accentSoft, border: `2px solid ${vars.color.accent}` },
    },
  },
});

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
