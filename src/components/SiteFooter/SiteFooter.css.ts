import { style } from '@vanilla-extract/css';
import { container, plainList, stack } from '../../styles/layout.css';
import { lateEstimate } from '../../styles/render-late.css';
import { desktop, vars } from '../../styles/theme.css';

export const footer = style({
  background: vars.color.inverseSurface,
  color: vars.color.inverseMuted,
  fontSize: vars.fontSize.sm,
  paddingBlock: `${vars.space['7']} ${vars.space['5']}`,
  '@media': { [desktop]: { paddingBlock: `${vars.space['8']} ${vars.space['6']}` } },
});

/*
 * Renders late (render-late.css.ts): on a phone the footer is a quarter of the first layout, which on the form pages
 * Chrome forces at DOMContentLoaded. Its height is estimated per layout: two columns of sections on a phone (about
 * 930px at 390 wide), the desktop grid (about 470-520px).
 */
export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space['6'],
    vars: { [lateEstimate.phone]: '930px', [lateEstimate.desktop]: '500px' },
    '@media': { [desktop]: { gap: vars.space['7'] } },
  },
]);



// The company's name and how to reach it, in one row on a desktop, above the site's sections.
export const company = style({
  display: 'grid',
  gap: vars.space['4'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid rgba(255, 255, 255, 0.15)`,
  '@media': { [desktop]: { gridTemplateColumns: 'auto 1fr', alignItems: 'start', gap: vars.space['7'] } },
});

// The brand mark beside the company's name.
export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], color: vars.color.inverse, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const mark = style({ flex: 'none', width: '2rem', height: '2rem' });

export const facts = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), max-content))',
  '@media': { [desktop]: { columnGap: vars.space['7'], justifyContent: 'end' } },
});

export const fact = style({ display: 'grid', alignContent: 'start', gap: vars.space['1'], fontStyle: 'normal' });

export const factLabel = style({ color: vars.color.inverse, fontWeight: 600 });

// An address line, a phone number or an e-mail address never breaks inside.
export const line = style({ whiteSpace: 'nowrap', justifySelf: 'start' });

// Two balanced columns of sections on a phone, read down the first and then the second as they are in the page (a
// grid's rows left gaps under the short sections), one row of five on a desktop: every link shown, none in a fold.
export const sections = style({
  columns: 2,
  columnGap: vars.space['5'],
  // Each section keeps its space below it inside its column; the last ones' space is the footer's own gap.
  marginBottom: `calc(-1 * ${vars.space['6']})`,
  '@media': { [desktop]: { display: 'grid', gap: vars.space['5'], gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', marginBottom: 0 } },
});

export const section = style({
  breakInside: 'avoid',
  paddingBottom: vars.space['6'],
  '@media': { [desktop]: { paddingBottom: 0 } },
});

export const heading = style({ color: vars.color.inverse, fontSize: vars.fontSize.md, marginBottom: vars.space['3'] });

export const list = style([plainList, stack({ gap: '2' })]);

// A list of destinations, not running text: muted until the pointer is on one, which turns white and underlined.
export const link = style({
  color: vars.color.inverseMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.inverse, textDecoration: 'underline' } },
});

export const bottom = style({ borderTop: `1px solid rgba(255,255,255,0.15)`, paddingTop: vars.space['5'] });
