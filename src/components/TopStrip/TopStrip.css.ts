import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';

export const strip = style({
  height: vars.layout.topStripHeight,
  background: vars.color.inverseSurface,
  color: vars.color.inverse,
  fontSize: vars.fontSize.sm,
});

export const inner = style([
  container,
  { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['5'] },
]);

export const link = style({
  color: vars.color.inverse,
  fontWeight: 500,
  selectors: { '&:hover': { color: vars.color.accentSoft } },
});
