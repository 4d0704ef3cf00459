import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusTarget } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

export const notice = recipe({
  base: [
    focusTarget,
    {
      display: 'grid',
      gap: vars.space['2'],
      justifyItems: 'start',
      padding: vars.space['4'],
      borderRadius: vars.radius.md,
      borderLeft: '6px solid',
    },
  ],
  variants: {
    tone: {
      info: { background: vars.color.primaryTint, borderColor: vars.color.primary },
      problem: { background: vars.color.dangerTint, borderColor: vars.color.danger },
    },
  },
});

export const heading = style({ fontSize: vars.fontSize.lg });
