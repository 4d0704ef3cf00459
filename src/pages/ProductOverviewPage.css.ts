import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export { actions, eyebrow, hero, heroHeading as heading, heroInner, heroText } from '../styles/hero.css';

export const tagline = style({ fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.ink, lineHeight: vars.lineHeight.snug, maxWidth: '36rem' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '36rem' });

export const heroImage = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });

export const audiences = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const audience = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  paddingTop: vars.space['4'],
  borderTop: `4px solid ${vars.color.accent}`,
});

export const audienceTitle = style({ fontSize: vars.fontSize.lg });
