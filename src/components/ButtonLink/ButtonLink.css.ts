import { style, styleVariants } from '@vanilla-extract/css';
import { interactionTransition } from '../../styles/interaction.css';
import { vars } from '../../styles/theme.css';

const base = style([
  interactionTransition,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '2.75rem',
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    border: '2px solid transparent',
  },
]);

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.inverse,
      selectors: { '&:hover': { background: vars.color.primaryDark, color: vars.color.inverse } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.primaryDark,
      borderColor: vars.color.primary,
      selectors: { '&:hover': { background: vars.color.primaryTint, color: vars.color.primaryDark } },
    },
  ],
  inverse: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.ink,
      selectors: { '&:hover': { background: vars.color.accentSoft, color: vars.color.ink } },
    },
  ],
});
