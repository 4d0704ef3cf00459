import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { container } from '../../styles/layout.css';
import { desktop, vars } from '../../styles/theme.css';

// A phone shows the hero's text on the page grid, and little space under it: the first section follows at once.
export const hero = recipe({
  base: { paddingBlock: `${vars.space['6']} ${vars.space['5']}`, '@media': { [desktop]: { paddingBlock: `${vars.space['8']} ${vars.space['8']}` } } },
  variants: {
    layout: {
      picture: { background: `linear-gradient(160deg, ${vars.color.primaryTint} 0%, ${vars.color.surface} 70%)` },
      player: { background: `linear-gradient(160deg, ${vars.color.primaryTint} 0%, ${vars.color.surface} 70%)` },
      centred: { background: `linear-gradient(180deg, ${vars.color.primaryTint} 0%, ${vars.color.surface} 100%)` },
      // No band on a form page: the form follows the heading as a question page does.
      plain: { paddingBlock: `${vars.space['6']} 0`, '@media': { [desktop]: { paddingBlock: `${vars.space['7']} 0` } } },
    },
  },
});

export const inner = recipe({
  base: [container, { display: 'grid', gap: vars.space['6'], alignItems: 'center' }],
  variants: {
    layout: {
      picture: { '@media': { [desktop]: { gridTemplateColumns: '1.1fr 1fr', gap: vars.space['7'] } } },
      player: { '@media': { [desktop]: { gridTemplateColumns: '1fr 1.1fr', gap: vars.space['7'] } } },
      centred: {},
      plain: {},
    },
  },
});

export const text = recipe({
  base: { display: 'grid', gap: vars.space['4'], justifyItems: 'start', maxWidth: vars.measure.column },
  variants: {
    layout: {
      picture: {},
      player: {},
      centred: { '@media': { [desktop]: { justifyItems: 'center', textAlign: 'center', marginInline: 'auto' } } },
      plain: {},
    },
  },
});

export const eyebrow = style({
  color: vars.color.primaryDark,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const heading = style({ fontSize: vars.fontSize['3xl'], letterSpacing: vars.letterSpacing.display });

// A product's tagline is the lead of its introduction, not a second headline: body weight, one step up.
export const tagline = style({ fontSize: vars.fontSize.lead, color: vars.color.ink, lineHeight: vars.lineHeight.snug, maxWidth: vars.measure.lead });

export const intro = style({ fontSize: vars.fontSize.lead, color: vars.color.muted, maxWidth: vars.measure.lead });

export const actions = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space['3']} ${vars.space['5']}`, marginTop: vars.space['2'] },
  variants: {
    layout: { picture: {}, player: {}, centred: { '@media': { [desktop]: { justifyContent: 'center' } } }, plain: {} },
  },
});

export const note = style({ color: vars.color.muted, fontSize: vars.fontSize.sm, maxWidth: '22rem' });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.lg });
