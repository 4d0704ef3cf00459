import { style } from '@vanilla-extract/css';
import { canHover, noScript, vars } from '../../styles/theme.css';

// The column's full measure, wherever it stands: a question's length never sets the list's width.
export const group = style({ display: 'grid', width: '100%', maxWidth: vars.measure.column, borderTop: `1px solid ${vars.color.line}` });

export const item = style({ borderBottom: `1px solid ${vars.color.line}` });

export const question = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: '3.5rem',
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['2'],
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.ink,
  textAlign: 'left',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  '@media': {
    [canHover]: { selectors: { '&:hover': { color: vars.color.primaryDark, background: vars.color.surfaceAlt } } },
    [noScript]: { cursor: 'text' },
  },
});

export const chevron = style({
  color: vars.color.primary,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [noScript]: { display: 'none' } },
});

export const answer = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingInline: vars.space['2'],
  paddingBottom: vars.space['5'],
  color: vars.color.text,
  maxWidth: vars.measure.text,
});
