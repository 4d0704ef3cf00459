import { style } from '@vanilla-extract/css';
import { container } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

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

// The company overview's video is the wider half.
export const heroInnerMediaWide = style([heroInner, { '@media': { [desktop]: { gridTemplateColumns: '1fr 1.1fr' } } }]);

export const heroText = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' });

export const eyebrow = style({
  color: vars.color.primaryDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heroHeading = style({ fontSize: vars.fontSize['3xl'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });

export const tagline = style({ fontSize: vars.fontSize.xl, fontWeight: 600, color: vars.color.ink, lineHeight: vars.lineHeight.snug, maxWidth: '36rem' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.muted, maxWidth: '36rem' });
