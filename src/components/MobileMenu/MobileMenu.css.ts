import { keyframes, style } from '@vanilla-extract/css';
import { desktop, vars } from '../../styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const spin = keyframes({ from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } });

export const toggle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: { '&:hover, &[data-hovered]': { background: vars.color.primaryTint } },
  '@media': { [desktop]: { display: 'none' } },
});

/** Spec §9: the menu and close icons swap with a 360° rotation. */
export const turning = style({ animation: `${spin} ${vars.motion.menu} ease-out` });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  background: 'rgba(16, 33, 27, 0.45)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.menu} ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.menu} ease-in reverse` },
  },
});

/** Spec §9: the menu slides in from the left in 0.3s, and out again the same way. */
export const modal = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(22rem, 88vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.header,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.menu} ease-out` },
    '&[data-exiting]': { animation: `${slideIn} ${vars.motion.menu} ease-in reverse` },
  },
});

export const dialog = style({ outline: 'none', padding: vars.space['4'], display: 'grid', gap: vars.space['4'] });

export const dialogHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const closeButton = style([toggle, { '@media': { [desktop]: { display: 'inline-flex' } } }]);

export const homeLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '3rem',
  paddingInline: vars.space['2'],
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.line}`,
  selectors: { '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
});

export const group = style({ display: 'grid' });

export const section = style({ borderBottom: `1px solid ${vars.color.line}` });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const sectionTrigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '3rem',
  paddingInline: vars.space['2'],
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-current]': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${sectionTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({ paddingBottom: vars.space['3'] });

export const demo = style({ display: 'grid' });
