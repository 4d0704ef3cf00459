import { createGlobalTheme } from '@vanilla-extract/css';
import { breakpoints, layout, measure, space } from './layout-values';
import { palette } from './palette';

/**
 * The one theme contract. The brand's colours come from palette.ts, where the drawings, the share cards and the hero
 * video take them too; the spacing scale, page grid and breakpoints from layout-values.ts, which tests read too; the
 * neutrals and the other visual constants (header shadow, motion) live here; every word and link lives in
 * content/*.yaml.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: palette.primary,
    primaryDark: palette.primaryDark,
    primaryTint: palette.primaryTint,
    accent: palette.accent,
    accentSoft: palette.accentSoft,
    ink: '#10211B',
    text: '#22332C',
    muted: '#4A5C55',
    line: '#D5E0DB',
    surface: '#FFFFFF',
    surfaceAlt: '#F4F8F6',
    inverse: palette.inverse,
    inverseSurface: palette.inverseSurface,
    inverseMuted: palette.inverseMuted,
    /** Form errors: text and borders (6.6:1 on white), and the tint behind an error notice. */
    danger: '#B42318',
    dangerTint: '#FDEDEB',
  },
  font: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  /**
   * The type scale: body 17px, and each step at least 1.2 times the one below at every width (14, 17, 21, 26, then
   * section headings 32 to 36px and the h1 40 to 64px, growing with the viewport). A section heading is one step below
   * the h1, not a second title: at 36px the usual heading fits the measure on one line. tests/e2e/support/design-rules.ts
   * holds the ratios. `lead` is the size of an introduction under a heading, not a step of the headings: 19px on a
   * phone, where 21px made every intro a screenful, growing to 21px from a tablet.
   */
  fontSize: {
    sm: '0.875rem',
    md: '1.0625rem',
    lg: '1.3125rem',
    lead: 'clamp(1.1875rem, 1rem + 0.8vw, 1.3125rem)',
    xl: '1.625rem',
    '2xl': 'clamp(2rem, 1.6rem + 0.75vw, 2.25rem)',
    '3xl': 'clamp(2.5rem, 1.6rem + 3vw, 4rem)',
  },
  lineHeight: { tight: '1.1', snug: '1.3', body: '1.6' },
  /** Large type sits tighter: the bigger the size, the more its default spacing reads as gaps. */
  letterSpacing: { heading: '-0.015em', display: '-0.03em', caps: '0.08em' },
  space,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  /**
   * The one focus ring, on every surface: a mid blue that reads at 3.9:1 on white, on the tinted surface and on the
   * dark bands alike, drawn 2px clear of the control so it always stands on the page's background, following the
   * control's corners (controls.css.ts `focusRing`).
   */
  focusRing: { color: '#3D7BF7', width: '3px', offset: '2px' },
  shadow: {
    header: '0 2px 12px rgba(16, 33, 27, 0.12)',
    card: '0 1px 2px rgba(16, 33, 27, 0.06), 0 6px 20px rgba(16, 33, 27, 0.06)',
  },
  motion: {
    fast: '150ms',
    menu: '0.3s',
    fade: '1s',
  },
  layout,
  measure,
});

export { breakpoints };

const from = (px: number) => `screen and (min-width: ${px}px)`;
const below = (px: number) => `screen and (max-width: ${px - 0.02}px)`;

export const desktop = from(breakpoints.desktop);
export const media = {
  /** 768px up to (not including) 1024px. */
  tablet: `${from(breakpoints.desktop)} and (max-width: ${breakpoints.wide - 0.02}px)`,
  wide: from(breakpoints.wide),
  mobile: below(breakpoints.desktop),
  navCompact: `${from(breakpoints.desktop)} and (max-width: ${breakpoints.navRoomy - 0.02}px)`,
  navRoomy: from(breakpoints.navRoomy),
  navFull: from(breakpoints.navFull),
} as const;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
/** A pointer that hovers: not a touch screen, where a tapped control would keep its hover look. */
export const canHover = '(hover: hover)';
/** The page runs no script (turned off, or not supported): controls that need one are hidden. */
export const noScript = '(scripting: none)';
/**
 * Where moving things stand still: the visitor asked for less motion, or there is no script to run a pause
 * control (moving content needs a way to stop it, WCAG 2.2.2).
 */
export const still = `${reducedMotion}, ${noScript}`;

/** The slider's pace, used by the partner logo row (docs/product.md): one step every 3000 ms, each step sliding for 500 ms. */
export const sliderMotion = { autoplaySpeed: 3000, animationSpeed: 500 };
