import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cluster, plainList } from '../../styles/layout.css';
import { desktop, media, vars } from '../../styles/theme.css';

// Twelve tracks: a card in a row of n spans 12 / n of them (rows hold 1 to 4 cards).
export const grid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['5'],
    counterReset: 'card',
    '@media': { [desktop]: { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' } },
  },
]);

const spans = (query: string) =>
  styleVariants({ 1: 12, 2: 6, 3: 4, 4: 3 }, (tracks) => ({ '@media': { [query]: { gridColumn: `span ${tracks}` } } }));
export const tabletSpan = spans(media.tablet);
export const wideSpan = spans(media.wide);

export const card = recipe({
  base: { display: 'grid', alignContent: 'start', counterIncrement: 'card' },
  variants: {
    look: {
      boxed: {
        background: vars.color.surface,
        border: `1px solid ${vars.color.line}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.card,
        overflow: 'hidden',
      },
      ruled: { paddingTop: vars.space['4'], borderTop: `4px solid ${vars.color.accent}` },
      numbered: {
        gap: vars.space['3'],
        selectors: {
          // The number is the list's own numbering, drawn large; screen readers already announce list positions.
          '&::before': {
            content: 'counter(card)',
            display: 'grid',
            placeItems: 'center',
            width: '2.5rem',
            height: '2.5rem',
            borderRadius: vars.radius.pill,
            background: vars.color.primary,
            color: vars.color.inverse,
            fontWeight: 700,
          },
        },
      },
    },
    pictured: { true: { gridTemplateRows: 'auto 1fr' }, false: {} },
  },
});

export const image = style({ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', background: vars.color.primaryTint });

// A boxed card's padding sits on its body, so a picture above it runs to the card's edges.
export const body = recipe({
  base: { display: 'grid', gap: vars.space['2'], alignContent: 'start' },
  variants: { look: { boxed: { padding: vars.space['5'] }, ruled: {}, numbered: {} } },
});

export const icon = style({ width: 48, height: 48, marginBottom: vars.space['2'] });

export const eyebrow = style({ fontSize: vars.fontSize.sm, color: vars.color.primaryDark, fontWeight: 600 });

export const title = style({ fontSize: vars.fontSize.lg, textWrap: 'balance' });

export const links = style([plainList, cluster({ gap: '4' }), { marginTop: vars.space['2'], fontWeight: 600 }]);

export const link = style({ display: 'inline-block', paddingBlock: vars.space['1'] });
