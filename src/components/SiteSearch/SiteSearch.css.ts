import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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
