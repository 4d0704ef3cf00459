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

export const marks = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

// A mark: the name in a quiet outlined tag, all in one colour, so the row reads as one set.
export const mark = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.snug,
});
