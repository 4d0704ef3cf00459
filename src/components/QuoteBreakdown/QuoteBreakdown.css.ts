import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, raisedBox } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

// On a wide screen the factors in five twelfths and the example quote in seven, the page grid's split; stacked below.
export const breakdown = style({
  display: 'grid',
  gap: vars.space['7'],
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space['8'] } },
});

export const factors = style([plainList, { display: 'grid', gap: vars.space['5'], counterReset: 'factor' }]);

// Each factor numbered in a small mark beside its title, so the example's lines read as the same four things.
export const factor = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  counterIncrement: 'factor',
  selectors: {
    '&::before': {
      content: 'counter(factor)',
      gridRow: 'span 2',
      display: 'grid',
      placeItems: 'center',
      width: '2rem',
      height: '2rem',
      borderRadius: vars.radius.pill,
      background: vars.color.primaryTint,
      color: vars.color.primaryDark,
      fontSize: vars.fontSize.sm,
      fontWeight: 700,
    },
  },
});
globalStyle(`${factor} > p`, { color: vars.color.text });

export const factorTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

// The example as a document: a white sheet with the customer at its head and its lines ruled like an invoice's.
export const example = style({
  ...raisedBox,
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['5'],
  '@media': { [desktop]: { padding: vars.space['7'] } },
});

export const exampleHeader = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const customer = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug, letterSpacing: vars.letterSpacing.heading });

export const summary = style({ color: vars.color.muted });

export const lines = style({ margin: 0, display: 'grid', borderTop: `1px solid ${vars.color.line}` });

// The factor's title on the left, what this customer has on the right; one under the other on a phone.
export const line = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.line}`,
  '@media': { [desktop]: { gridTemplateColumns: '11rem minmax(0, 1fr)', gap: vars.space['5'] } },
});
globalStyle(`${line} dt`, { color: vars.color.muted, fontSize: vars.fontSize.sm, fontWeight: 600, paddingTop: '0.15em' });
globalStyle(`${line} dd`, { margin: 0, color: vars.color.ink });

export const total = style([line, { borderBottom: 'none', borderTop: `2px solid ${vars.color.ink}`, marginTop: '-1px' }]);
globalStyle(`${total} dt`, { color: vars.color.ink });
globalStyle(`${total} dd`, { fontWeight: 600 });

export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });
