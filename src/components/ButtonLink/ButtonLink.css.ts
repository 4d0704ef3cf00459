import { style, styleVariants } from '@vanilla-extract/css';
import { outlineButton, pillButton } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

const base = style([pillButton, { fontSize: vars.fontSize.md, lineHeight: 1.2, whiteSpace: 'nowrap', textDecoration: 'none' }]);

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.inverse,
      selectors: { '&:hover': { background: vars.color.primaryDark, color: vars.color.inverse } },
    },
  ],
  secondary: [base, outlineButton],
  inverse: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.ink,
      selectors: { '&:hover': { background: vars.color.accentSoft, color: vars.color.ink } },
    },
  ],
});
