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
  transition: `box-shadow ${vars.motion.fast}, transform ${vars.motion.fast}`,
  selectors: { '&[data-scrolled]': { boxShadow: vars.shadow.header } },
  // On a phone the top strip slides away once the page scrolls: the header then keeps 64px of the screen, not 100.
  // It comes back while focus is inside the header, so a focused link of the strip is on screen.
  '@media': { [media.mobile]: { selectors: { '&[data-scrolled]:not(:focus-within)': { transform: `translateY(calc(-1 * ${vars.layout.topStripHeight}))` } } } },
});

export const bar = style([
  container,
  {
    height: vars.layout.headerHeight,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    '@media': {
      [desktop]: { gap: vars.space['4'] },
      [media.navCompact]: { gap: vars.space['3'] },
    },
  },
]);

export const logoLink = style({ display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.sm });

// Below 768px the button lives in the mobile menu: the bar has room for the toggle and the logo only.
export const demo = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block', flexShrink: 0 } },
});
