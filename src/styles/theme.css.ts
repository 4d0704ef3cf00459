import { createGlobalTheme } from '@vanilla-extract/css';
import { palette } from './palette';

/**
 * The one theme contract. Brand constants from DESIGN.md §1 that are visual (breakpoint, header
 * shadow, motion) live here; every word and link lives in content/*.yaml.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: palette.primary,
    primaryDark: '#074D37',
    primaryTint: palette.primaryTint,
    accent: palette.accent,
    accentSoft: '#FFF4CC',
    ink: '#10211B',
    text: '#22332C',
    muted: '#4A5C55',
    line: '#D5E0DB',
    surface: '#FFFFFF',
    surfaceAlt: '#F4F8F6',
    inverse: palette.inverse,
    inverseSurface: palette.inverseSurface,
    inverseMuted: palette.inverseMuted,
    focus: '#1A56DB',
    focusInverse: '#FFD54A',
    /** Form errors: text and borders (6.6:1 on white), and the tint behind an error notice. */
    danger: '#B42318',
    dangerTint: '#FDEDEB',
  },
  font: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    '3xl': 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
  },
  lineHeight: { tight: '1.15', snug: '1.35', body: '1.6' },
  space: {
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    header: '0 2px 12px rgba(16, 33, 27, 0.12)',
    card: '0 1px 2px rgba(16, 33, 27, 0.06), 0 6px 20px rgba(16, 33, 27, 0.06)',
  },
  motion: {
    fast: '150ms',
    menu: '0.3s',
    fade: '1s',
  },
  layout: {
    maxWidth: '72rem',
    topStripHeight: '2.25rem',
    headerHeight: '4rem',
  },
});

/** Spec §9: the mobile menu breakpoint. Media queries cannot read CSS variables, so it is a constant. */
export const desktop = 'screen and (min-width: 768px)';
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Spec §9's slider defaults, used by the partner logo row: one step every 3000 ms, each step sliding for 500 ms. */
export const sliderMotion = { autoplaySpeed: 3000, animationSpeed: 500 };
