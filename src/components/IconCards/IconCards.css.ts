import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const grid = styleVariants({
  3: [base],
  4: [base, { '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, 1fr)' } } }],
});

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
});

export const icon = style({ width: 48, height: 48 });

export const title = style({ fontSize: vars.fontSize.lg });
