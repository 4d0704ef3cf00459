import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { iconButton } from '../../styles/controls.css';
import { spin } from '../../styles/keyframes.css';
import { canHover, desktop, reducedMotion, vars } from '../../styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Hidden from 768px up, where the desktop header takes over. */
export const toggle = style([iconButton, { '@media': { [desktop]: { display: 'none' } } }]);

/** The menu and close icons swap with a 360° rotation (docs/product.md). */
export const turning = style({ animation: `${spin} ${vars.motion.menu} ease-out` });

const slide = vars.motion.menu;
/** A transition of `property` on leaving, with the display and the top layer held until it ends. */
const heldWhileLeaving = (property: string) => [`${property} ${slide} ease-in`, `display ${slide} allow-discrete`, `overlay ${slide} allow-discrete`].join(', ');

/**
 * The platform's modal dialog as a full-height panel at the left edge, over a dimmed page. It slides in
 * from the left in 0.3s, and out again the same way: on closing, its display and its place in the top layer are held
 * for the slide (transition-behavior: allow-discrete), so the panel and the dimming leave together.
 */
export const dialog = style({
  position: 'fixed',
  inset: '0 auto 0 0',
  width: 'min(22rem, 88vw)',
  maxWidth: 'none',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: vars.space['4'],
  border: 0,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.header,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  transform: 'translateX(-100%)',
  transition: heldWhileLeaving('transform'),
  selectors: {
    // Only while open: a closed dialog keeps the browser's display: none.
    '&[open]': { display: 'grid', alignContent: 'start', gap: vars.space['4'], transform: 'none', animation: `${slideIn} ${slide} ease-out` },
    '&::backdrop': { background: 'rgba(16, 33, 27, 0.45)', opacity: 0, transition: heldWhileLeaving('opacity') },
    '&[open]::backdrop': { opacity: 1, animation: `${fadeIn} ${slide} ease-out` },
  },
  '@media': {
    // The slide and the dimming end at once, as every animation does with reduced motion (global.css.ts, which
    // cannot reach ::backdrop).
    [reducedMotion]: { selectors: { '&::backdrop, &[open]::backdrop': { transition: 'none', animation: 'none' } } },
  },
});

/** While the menu is open the page behind it does not scroll. */
globalStyle(`html:has(${dialog}[open])`, { overflow: 'hidden' });

export const dialogHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

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
  selectors: { '&[data-current]': { textDecoration: 'underline', textDecorationThickness: '2px' } },
  '@media': { [canHover]: { selectors: { '&:hover': { background: vars.color.surfaceAlt } } } },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${sectionTrigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

// A closed section is hidden="until-found" (React Aria's disclosure): not rendered but still a box, so that find in
// page can open it; its padding goes with it.
export const panel = style({ paddingBottom: vars.space['3'], selectors: { '&[hidden]': { paddingBottom: 0 } } });

export const demo = style({ display: 'grid' });
