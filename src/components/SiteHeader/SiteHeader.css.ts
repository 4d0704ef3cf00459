import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.line}`,
  transition: `box-shadow ${vars.motion.fast}`,
  selectors: { '&[data-scrolled]': { boxShadow: vars.shadow.header } },
});

export const bar = style([
  container,
  {
    height: vars.layout.headerHeight,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['5'],
  },
]);

export const logoLink = style({ display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.sm });

export const nav = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [desktop]: { display: 'block' } },
});

export const navList = style({ display: 'flex', gap: vars.space['1'], listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space['3'],
  color: vars.color.ink,
  fontWeight: 500,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover, &[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});

export const demo = style({
  marginInlineStart: 'auto',
  '@media': { [desktop]: { marginInlineStart: 0 } },
});
