import { style } from '@vanilla-extract/css';
import { interactionTransition } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

export const frame = style({ position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.card });

export const video = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.primaryTint });

export const button = style([
  interactionTransition,
  {
    position: 'absolute',
    insetBlockEnd: vars.space['3'],
    insetInlineEnd: vars.space['3'],
    display: 'grid',
    placeItems: 'center',
    width: '2.75rem',
    height: '2.75rem',
    padding: 0,
    border: `2px solid ${vars.color.inverse}`,
    borderRadius: vars.radius.pill,
    background: vars.color.inverseSurface,
    color: vars.color.inverse,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.primaryDark },
      '&:active': { background: vars.color.primary },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', boxShadow: `0 0 0 6px ${vars.color.surface}` },
    },
  },
]);

export const icon = style({ width: '1.25rem', height: '1.25rem', fill: 'currentColor' });
