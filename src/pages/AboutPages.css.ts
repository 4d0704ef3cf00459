import { style } from '@vanilla-extract/css';
import { desktop, vars } from '../styles/theme.css';

// The careers page's row of calls to action, like the hero's.
export { actions } from '../components/PageHero/PageHero.css';

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '40rem' });

export const invitation = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const director = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: '16rem 1fr', gap: vars.space['7'] } },
});

export const portrait = style({ width: '100%', maxWidth: '16rem', borderRadius: vars.radius.lg, aspectRatio: '1' });

export const biography = style({ display: 'grid', gap: vars.space['3'], maxWidth: '44rem' });

export const personName = style({ fontSize: vars.fontSize.xl });

export const personRole = style({ color: vars.color.primaryDark, fontWeight: 600 });

export const benefits = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const benefit = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const benefitTitle = style({ fontSize: vars.fontSize.md });

export const notice = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: '44rem',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  border: `2px solid ${vars.color.accent}`,
});

export const noticeHeading = style({ fontSize: vars.fontSize.xl });

export const prose = style({ display: 'grid', gap: vars.space['3'], maxWidth: '44rem', fontSize: vars.fontSize.lg });

export const marqueeSection = style({ paddingBlock: vars.space['7'], overflow: 'hidden' });
