import { style } from '@vanilla-extract/css';
import { plainList } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

// One column per group from a tablet, each as wide as the others; one under the other on a phone.
export const groups = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [desktop]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)', gap: vars.space['7'] } },
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'], paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.line}` });

export const label = style({
  color: vars.color.primaryDark,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

// One mark a line: tags that wrapped left one alone on a last line as often as not.
export const marks = style([plainList, { display: 'grid', gap: vars.space['2'] }]);

// A mark: a small square in the brand's colour before the name, all in one colour, so the row reads as one set.
export const mark = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['3'],
  color: vars.color.ink,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&::before': {
      content: '""',
      flex: 'none',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: '2px',
      background: vars.color.primary,
      transform: 'translateY(-0.1em)',
    },
  },
});
