import { style, type StyleRule } from '@vanilla-extract/css';
import { plainList } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

export const nav = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [desktop]: { display: 'block' } },
});

export const list = style([plainList, { display: 'flex', gap: vars.space['1'] }]);

export const item = style({ position: 'relative' });

// A plain object, not a composed class: `trigger` is used inside selectors, which need a single class.
const topLevel: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.75rem',
  paddingInline: vars.space['2'],
  border: 0,
  background: 'none',
  color: vars.color.ink,
  font: 'inherit',
  fontWeight: 500,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  textUnderlineOffset: '0.45em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  '@media': { [media.navRoomy]: { paddingInline: vars.space['3'] } },
};

/*
 * Three looks that never meet: the page you are on (or its section) is underlined in green; the dropdown that is
 * open has its button on a green tint; a hovered item gets a grey tint.
 */
const current = { textDecoration: 'underline', textDecorationThickness: '3px', textDecorationColor: vars.color.primary, color: vars.color.primaryDark };
const hovered = { background: vars.color.surfaceAlt };

export const link = style({
  ...topLevel,
  selectors: { '&:hover': hovered, '&[aria-current="page"]': current },
});

export const trigger = style({
  ...topLevel,
  selectors: {
    '&:hover': hovered,
    '&[data-current]': current,
    '&[aria-expanded="true"]': { background: vars.color.primaryTint, color: vars.color.primaryDark },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 10,
  minWidth: '16rem',
  width: 'max-content',
  maxWidth: 'calc(100vw - 2rem)',
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: {
    // A closed dropdown stays laid out, unseen: hidden from sight, pointer, focus and screen readers as display: none
    // would hide it, but opening it repaints it instead of laying out its text, several times faster the first time
    // (docs/decisions/0004-widget-patterns.md). So it is not content-visibility: hidden either, which React Aria's
    // hidden="until-found" would give it. It cannot widen the page: the header it sits in is fixed.
    '&[hidden]': { display: 'block', visibility: 'hidden', contentVisibility: 'visible' },
    // Before hydration (or with JavaScript off) the buttons cannot toggle anything, so a dropdown shows
    // while the pointer is over its item or keyboard focus is inside it: every link stays reachable.
    [`html:not([data-hydrated]) ${item}:is(:hover, :focus-within) > &[hidden]`]: { visibility: 'visible' },
  },
});

/** The product panel is wide: centre it under the header rather than under its button. */
export const widePanel = style([
  panel,
  {
    position: 'fixed',
    top: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight})`,
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(60rem, calc(100vw - 2rem))',
  },
]);

/** Full labels where they fit; the short ones (Product, About…) below the theme's `navFull` width. */
export const fullLabel = style({ display: 'none', '@media': { [media.navFull]: { display: 'inline' } } });
export const shortLabel = style({ '@media': { [media.navFull]: { display: 'none' } } });
