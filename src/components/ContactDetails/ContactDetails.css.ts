import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({
  display: 'grid',
  gap: vars.space['4'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
});

export const heading = style({ fontSize: vars.fontSize.xl });

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const item = style({ display: 'grid', gap: vars.space['1'] });

export const term = style({ fontWeight: 600, color: vars.color.ink });

// An address or a number never breaks inside.
export const value = style({ margin: 0, whiteSpace: 'nowrap' });
