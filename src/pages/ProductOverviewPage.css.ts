import { style } from '@vanilla-extract/css';
import { container } from '../styles/layout.css';
import { desktop, vars } from '../styles/theme.css';

// The hero follows the home page's: text beside the illustration on a desktop, above it on a phone.
export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.primaryTint} 0%, ${vars.color.surface} 70%)`,
  paddingBlock: `${vars.space['7']} ${vars.space['8']}`,
});

export const heroInner = style([
  container,
  {
    display: 'grid',
    gap: vars.space['6'],
    alignItems: 'center',
    '@media': { [desktop]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['7'] } },
  },
]);

export const heroText = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const eyebrow = style({
  color: vars.color.primaryDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heading = style({ fontSize: vars.fontSize['3xl'] });

export const tagline = style({ fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.ink, lineHeight: vars.lineHeight.snug, maxWidth: '36rem' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '36rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });

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
