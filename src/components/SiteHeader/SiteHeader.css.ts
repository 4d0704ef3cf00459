import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

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
    maxWidth: vars.layout.headerMaxWidth,
    height: vars.layout.headerHeight,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    '@media': {
      [desktop]: { gap: vars.space['4'] },
      [media.navCompact]: { paddingInline: vars.space['4'], gap: vars.space['3'] },
    },
  },
]);

export const logoLink = style({ display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.sm });

// Below 768px the button lives in the mobile menu: the bar has room for the toggle and the logo only.
export const demo = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block', flexShrink: 0 } },
});
