import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { raisedBox } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

/*
 * The result above the customer's words, a hairline between them; from a tablet in one raised box, like a card, and
 * from a wide screen side by side in the page grid's split (five twelfths and seven, as PageSection's). On a phone
 * without the box, whose padding and border took a line of the quote and the home page must stay short
 * (tests/e2e/design-system.mobile.spec.ts). Quiet surfaces and one colour, so the figure is what stands out. Its parts
 * are styled through the box's few classes and their elements: every class name is a string in the first-load
 * JavaScript of the pages that show it, which has a budget (docs/decisions/0006-performance-bars.md).
 */
export const proof = recipe({
  base: {
    display: 'grid',
    gap: vars.space['4'],
    '@media': {
      [desktop]: { ...raisedBox, padding: vars.space['6'] },
      [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gridTemplateRows: 'auto 1fr', gap: 0, padding: vars.space['7'] },
    },
  },
  variants: {
    // Where a band of figures above already shows this customer's result (the home page), the logo alone heads the
    // quote, a column of its own width: each figure once on a page.
    figure: {
      shown: {},
      above: { '@media': { [media.wide]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } } },
    },
  },
  defaultVariants: { figure: 'shown' },
});

/** The logo, then the headline figure and what it measures, in small type on a phone, as a figure's label is. */
export const headline = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    [desktop]: { fontSize: vars.fontSize.md },
    [media.wide]: { gridRow: 'span 2', paddingInlineEnd: vars.space['7'] },
  },
});

// The logos are drawn 200 by 48; 128 to 160 wide, they sit below the figure in weight, as a byline does.
globalStyle(`${headline} img`, { width: '8rem', marginBottom: vars.space['2'], '@media': { [desktop]: { width: '10rem', marginBottom: vars.space['4'] } } });

// The h1's step (40px on a phone, up to 64px on a desktop): the one number the section is about, read first.
globalStyle(`${headline} strong`, {
  color: vars.color.primary,
  fontSize: vars.fontSize['3xl'],
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.display,
  fontVariantNumeric: 'tabular-nums',
});

// On a wide screen the right column's two parts, one above the other with no gap, carry the hairline between the columns.
const rightColumn = { paddingInlineStart: vars.space['7'], borderInlineStart: `1px solid ${vars.color.line}` };

export const quote = style({
  margin: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [media.wide]: { ...rightColumn, paddingBlock: `0 ${vars.space['4']}`, borderTop: 'none' } },
});

// Body size on a phone, where the larger step made a three-sentence quote a screenful.
globalStyle(`${quote} blockquote`, {
  margin: 0,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.snug,
  '@media': { [desktop]: { fontSize: vars.fontSize.lg } },
});

globalStyle(`${quote} figcaption`, { color: vars.color.muted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
globalStyle(`${quote} b`, { color: vars.color.ink, fontWeight: 600 });

export const more = style({ fontWeight: 600, '@media': { [media.wide]: rightColumn } });
