import { globalStyle, style } from '@vanilla-extract/css';
import { desktop, media, vars } from '../../styles/theme.css';

/*
 * A band of figures: on a phone one under the other, from a tablet all in one row of equal columns on the page grid
 * (the content lists two or three, so no row holds a lone figure). A hairline above each result; its parts are styled
 * through the list's one class and their elements, as CaseStudyProof's are: every class name is a string in the
 * first-load JavaScript of the home page, which has a budget (docs/decisions/0006-performance-bars.md).
 */
export const band = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space['6'] } },
});

// The figure, what it measures, then the customer's name at the foot, so in a row every name is on one line.
globalStyle(`${band} > li`, {
  display: 'grid',
  gridTemplateRows: '1fr auto',
  gap: vars.space['1'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.line}`,
});

globalStyle(`${band} p`, {
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': { [desktop]: { fontSize: vars.fontSize.md } },
});

// The section heading's step on a phone and a tablet, the h1's on a wide screen: each figure read first. The figures
// hold no spaces, so they cannot wrap; at the smaller step the longest fits a third of a tablet's grid.
globalStyle(`${band} strong`, {
  display: 'block',
  marginBottom: vars.space['2'],
  color: vars.color.primary,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.display,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.wide]: { fontSize: vars.fontSize['3xl'] } },
});

// A 44px target around the name, the text itself where the line sits.
globalStyle(`${band} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: '2.75rem',
  fontWeight: 600,
});
