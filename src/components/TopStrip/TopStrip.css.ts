import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { labelled } from '../SiteSearch/SiteSearch.css';
import { desktop, vars } from '../../styles/theme.css';

export const strip = style({
  height: vars.layout.topStripHeight,
  background: vars.color.inverseSurface,
  color: vars.color.inverse,
  fontSize: vars.fontSize.sm,
});

export const inner = style([
  container,
  { height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space['5'] },
]);

export const link = style({
  color: vars.color.inverse,
  fontWeight: 500,
  selectors: { '&:hover': { color: vars.color.accentSoft } },
});

/** The search control, from 768px up (on a phone it is in the mobile menu). */
export const search = style([labelled, { display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } }]);
