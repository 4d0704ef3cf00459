import { globalStyle, style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

export const footer = style({
  background: vars.color.inverseSurface,
  color: vars.color.inverseMuted,
  fontSize: vars.fontSize.sm,
  paddingBlock: `${vars.space['8']} ${vars.space['6']}`,
});

export const inner = style([container, { display: 'grid', gap: vars.space['7'] }]);

/*
 * Deferred like the later parts of <main> (see SiteShell.css.ts): on a phone the footer is a quarter of the first
 * layout, which on the form pages Chrome forces at DOMContentLoaded. Its height is estimated per layout: one column
 * on a phone (about 1160-1190px), the desktop grid (about 470-520px); once rendered, the browser keeps the real one.
 */
globalStyle(`html:not([data-navigated]) ${inner}`, {
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 1180px',
  '@media': { [desktop]: { containIntrinsicBlockSize: 'auto 500px' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: '1.4fr repeat(5, 1fr)' } },
});

export const heading = style({
  color: vars.color.inverse,
  fontSize: vars.fontSize.md,
  marginBottom: vars.space['3'],
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] });

export const link = style({
  color: vars.color.inverse,
  textDecoration: 'underline',
  textDecorationColor: 'rgba(255,255,255,0.35)',
  selectors: { '&:hover': { color: vars.color.accentSoft, textDecorationColor: 'currentColor' } },
});

export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space['1'] });

export const contactBlock = style({ display: 'grid', gap: vars.space['3'] });

export const brand = style({ color: vars.color.inverse, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const bottom = style({
  borderTop: `1px solid rgba(255,255,255,0.15)`,
  paddingTop: vars.space['5'],
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  justifyContent: 'space-between',
  '@media': { [desktop]: { alignItems: 'center' } },
});

globalStyle(`${footer} p`, { margin: 0 });
