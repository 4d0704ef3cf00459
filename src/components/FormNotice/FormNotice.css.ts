import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const notice = recipe({
  base: {
    display: 'grid',
    gap: vars.space['2'],
    justifyItems: 'start',
    padding: vars.space['4'],
    borderRadius: vars.radius.md,
    borderLeft: '6px solid',
    // Focus lands here after a send; the ring shows where it went.
    selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  },
  variants: {
    tone: {
      info: { background: vars.color.primaryTint, borderColor: vars.color.primary },
      problem: { background: vars.color.dangerTint, borderColor: vars.color.danger },
    },
  },
});

export const heading = style({ fontSize: vars.fontSize.lg });
