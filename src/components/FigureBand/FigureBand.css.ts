import { style } from '@vanilla-extract/css';
import { container, sectionSpace } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

export const band = style([sectionSpace, { background: vars.color.inverseSurface, color: vars.color.inverseMuted }]);

export const inner = style([container, { display: 'grid', gap: vars.space['6'] }]);

export const heading = style({ color: vars.color.inverse, fontSize: vars.fontSize['2xl'], letterSpacing: vars.letterSpacing.display });

// Two figures a row on a phone, three on a desktop; a rule above each keeps the columns apart.
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['5'],
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: `${vars.space['6']} ${vars.space['7']}` } },
});

export const figure = style({ display: 'grid', alignContent: 'start', gap: vars.space['2'], paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.inverseMuted}` });

export const value = style({
  color: vars.color.accent,
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.display,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.wide]: { fontSize: vars.fontSize['3xl'] } },
});

// Small on a phone, where a label at body size took three lines of a narrow column.
export const label = style({ textWrap: 'pretty', fontSize: vars.fontSize.sm, '@media': { [desktop]: { fontSize: vars.fontSize.md } } });
