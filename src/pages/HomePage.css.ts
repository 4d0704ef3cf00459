import { globalStyle, style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

export const heroImage = style({ width: '100%', height: 'auto' });

export const section = style({ paddingBlock: vars.space['8'] });

export const sectionAlt = style([section, { background: vars.color.surfaceAlt }]);

export const sectionInner = style([container, { display: 'grid', gap: vars.space['6'] }]);

export const sectionHeader = style({ display: 'grid', gap: vars.space['3'], maxWidth: '44rem' });

export const sectionHeading = style({ fontSize: vars.fontSize['2xl'] });

export const sectionIntro = style({ color: vars.color.muted, fontSize: vars.fontSize.lg });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
});

export const cardImage = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', background: vars.color.primaryTint });

export const cardBody = style({ display: 'grid', gap: vars.space['2'], padding: vars.space['5'], alignContent: 'start' });

export const cardCategory = style({ fontSize: vars.fontSize.sm, color: vars.color.primaryDark, fontWeight: 600 });

export const cardTitle = style({ fontSize: vars.fontSize.xl });

export const cardLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], marginTop: vars.space['2'], fontWeight: 600 });

export const audience = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
});

export const audienceIcon = style({ width: 48, height: 48 });

export const audienceTitle = style({ fontSize: vars.fontSize.lg });

export const timeline = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const milestone = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  paddingTop: vars.space['4'],
  borderTop: `4px solid ${vars.color.accent}`,
});

export const milestoneYear = style({ fontWeight: 700, color: vars.color.primaryDark, fontSize: vars.fontSize.lg });

export const demo = style({ background: vars.color.inverseSurface, color: vars.color.inverseMuted, paddingBlock: vars.space['8'] });

export const demoInner = style([container, { display: 'grid', gap: vars.space['4'], justifyItems: 'start' }]);

globalStyle(`${demo} h2`, { color: vars.color.inverse, fontSize: vars.fontSize['2xl'] });
globalStyle(`${demo} p`, { maxWidth: '40rem', fontSize: vars.fontSize.lg });

export const partners = style({ paddingBlock: vars.space['7'], borderBlock: `1px solid ${vars.color.line}` });

export const partnersInner = style([container]);
