import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { desktop, vars } from './theme.css';

/**
 * The layout atoms every component builds on: the page grid's container, a vertical stack, a wrapping row, a
 * list without bullets and a text measure. A component composes them into its own classes; it never repeats them.
 */

/** The page grid: one left edge for every hero, section, band and the footer. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [desktop]: { paddingInline: vars.space['6'] } },
});

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
export type StackVariants = RecipeVariants<typeof stack>;

/** Children side by side, wrapping onto the next line when they run out of room: buttons, links, tags. */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: { gap: gaps },
  defaultVariants: { gap: '3' },
});

/** A list that is a list for assistive technology, without bullets or indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The longest comfortable line for a text block. */
export const measure = recipe({
  variants: {
    width: {
      lead: { maxWidth: vars.measure.lead },
      text: { maxWidth: vars.measure.text },
      column: { maxWidth: vars.measure.column },
    },
  },
});

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
