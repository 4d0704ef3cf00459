import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'fixed',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: 100,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.ink,
  color: vars.color.inverse,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', color: vars.color.inverse },
  },
});
