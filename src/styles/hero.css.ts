import { style } from '@vanilla-extract/css';
import { container } from './layout.css';
import { desktop, vars } from './theme.css';

// The page-opening band of the home page, the product overviews and the company overview: text beside the
// picture on a desktop, above it on a phone.

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

export const heroHeading = style({ fontSize: vars.fontSize['3xl'] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], marginTop: vars.space['2'] });
