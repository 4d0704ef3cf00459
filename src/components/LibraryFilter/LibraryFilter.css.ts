import { style } from '@vanilla-extract/css';
import { plainList } from '../../styles/layout.css';
import { vars } from '../../styles/theme.css';
import { focusRing } from '../../styles/controls.css';

export const filter = style({ display: 'grid', gap: vars.space['3'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const heading = style({ margin: 0, minWidth: '4.5rem', fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.muted });

export const choices = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] }]);

/** A pill per choice: outlined, and filled in the brand's colour for the listing on screen. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.surfaceAlt },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { background: vars.color.primaryDark, borderColor: vars.color.primaryDark, color: vars.color.inverse },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.8 });
