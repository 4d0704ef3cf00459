import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const grid = styleVariants({
  narrow: [base, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }],
  wide: [base, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' }],
});

export const tile = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const icon = style({ width: 48, height: 48, marginBottom: vars.space['2'] });

export const title = style({ fontSize: vars.fontSize.lg });
