import { globalStyle, style } from '@vanilla-extract/css';
import { desktop, media, vars } from '../../styles/theme.css';

/*
 * A band of figures: on a phone a compact list, one under the other, each figure in a column beside what it measures
 * (the home page must stay short: tests/e2e/design-system.mobile.spec.ts); from a tablet all in one row of equal
 * columns on the page grid, the figure above its words (the content lists two or three, so no row holds a lone
 * figure). A hairline above each result. Its parts are styled through the list's one class and their elements, as
 * CaseStudyProof's are: every class name is a string in the first-load JavaScript of the home page, which has a
 * budget (docs/decisions/0006-performance-bars.md).
 */
export const band = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': { [desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space['6'] } },
});

// The figure, what it measures, then the customer's name; from a tablet the name at the foot, so in a row every name
// is on one line.
globalStyle(`${band} > li`, {
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  paddingTop: vars.space['3'],
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [desktop]: { gridTemplateRows: '1fr auto', gap: vars.space['2'], paddingTop: vars.space['4'] } },
});

// On a phone the figure in a column as wide as the widest figure at its size, its words beside it.
const figureColumn = '8.5rem';

globalStyle(`${band} p`, {
  display: 'grid',
  gridTemplateColumns: `${figureColumn} minmax(0, 1fr)`,
  alignItems: 'baseline',
  columnGap: vars.space['3'],
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': { [desktop]: { display: 'block', fontSize: vars.fontSize.md } },
});

// A card heading's step on a phone, the section heading's on a tablet, the h1's on a wide screen: each figure read first.
// The figures hold no spaces, so they cannot wrap; at the smaller step the longest fits a third of a tablet's grid.
globalStyle(`${band} strong`, {
  color: vars.color.primary,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.display,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [desktop]: { display: 'block', marginBottom: vars.space['2'], fontSize: vars.fontSize['2xl'] },
    [media.wide]: { fontSize: vars.fontSize['3xl'] },
  },
});

// The name under the words, its 44px target reaching past its line into the space around it.
globalStyle(`${band} a`, {
  justifySelf: 'start',
  marginInlineStart: `calc(${figureColumn} + ${vars.space['3']})`,
  paddingBlock: '0.8125rem',
  marginBlock: '-0.8125rem',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
  '@media': { [desktop]: { marginInlineStart: 0, fontSize: vars.fontSize.md, paddingBlock: '0.6875rem', marginBlock: '-0.6875rem' } },
});
