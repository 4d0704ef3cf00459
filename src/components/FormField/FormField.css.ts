import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.css';
import { interactionTransition } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

export const field = stack({ gap: '1' });

export const label = style({ fontWeight: 600, color: vars.color.ink });

export const marker = style({ fontWeight: 400, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });

const control = style([
  interactionTransition,
  {
    width: '100%',
    minHeight: '2.75rem',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.muted}`,
    borderRadius: vars.radius.sm,
    selectors: {
      '&:hover': { borderColor: vars.color.ink },
      '&:focus': { borderColor: vars.color.primary },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    },
  },
]);

export const input = style([control]);

export const textarea = style([control, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

export const selectWrap = style({ position: 'relative', display: 'block' });

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space['7'],
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='14' viewBox='0 0 14 14'%3E%3Cpath d='M2 5l5 5 5-5' fill='none' stroke='%2310211B' stroke-width='2'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space['3']} center`,
  },
]);

// A shape as well as a colour marks the error: an exclamation mark in a circle before the message.
export const error = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'baseline',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  selectors: {
    '&::before': {
      content: '"!"',
      flex: 'none',
      display: 'inline-grid',
      placeItems: 'center',
      width: '1.1rem',
      height: '1.1rem',
      borderRadius: '50%',
      background: vars.color.danger,
      color: vars.color.inverse,
      fontSize: '0.75rem',
      fontWeight: 700,
    },
  },
});
