import { style } from '@vanilla-extract/css';
import { canHover, vars } from '../../styles/theme.css';

/**
 * In the header's top strip: the icon and the word, in the strip's own colours, as tall as the strip. Not beside the
 * navigation: with the sections' full labels the header's bar fills the page grid's width already
 * (docs/decisions/0004-widget-patterns.md).
 */
export const labelled = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.inverse,
  font: 'inherit',
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accentSoft } },
});

/** In the mobile menu: a square icon button the size of the menu's close button beside it. */
export const icon = style({
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
  '@media': { [canHover]: { selectors: { '&:hover': { background: vars.color.primaryTint } } } },
});
