import { style } from '@vanilla-extract/css';
import { spin } from '../../styles/keyframes.css';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  top: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight} + ${vars.space['3']})`,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 60,
});

export const pill = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.ink,
  color: vars.color.inverse,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.card,
});

export const spinner = style({
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.inverseMuted}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
