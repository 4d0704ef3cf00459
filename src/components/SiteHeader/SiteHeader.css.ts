import { globalStyle, style } from '@vanilla-extract/css';
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
    // Wider than the page content: the full section labels need the room at 1280px.
    maxWidth: '80rem',
    height: vars.layout.headerHeight,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    '@media': {
      [desktop]: { gap: vars.space['4'] },
      'screen and (min-width: 768px) and (max-width: 1099px)': { paddingInline: vars.space['4'], gap: vars.space['3'] },
    },
  },
]);

export const logoLink = style({ display: 'inline-flex', flexShrink: 0, borderRadius: vars.radius.sm });

// Below 768px the button lives in the mobile menu: the bar has room for the toggle and the logo only.
export const demo = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block', flexShrink: 0 } },
});

// Between 768px and 1100px the bar is tight: a more compact button keeps everything on one line.
globalStyle(`${demo} a`, {
  '@media': { 'screen and (max-width: 1099px)': { paddingInline: vars.space['4'], fontSize: vars.fontSize.sm } },
});
