import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, raisedBox } from '../../styles/layout.css';
import { media, vars } from '../../styles/theme.css';

// On a wide screen the screen in seven twelfths and the list in five, the page grid's split; stacked below.
export const tour = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space['8'] } },
});

// The list runs longer than the screen is high: the screen stays in view beside it, under the fixed header.
export const screen = style({
  minWidth: 0,
  '@media': { [media.wide]: { position: 'sticky', top: `calc(${vars.layout.topStripHeight} + ${vars.layout.headerHeight} + ${vars.space['6']})` } },
});

// The crop is cut out of the device frame, so it gets a frame of its own: the raised box of cards.
export const crop = style(raisedBox);

export const marks = style({ fontFamily: vars.font.body, fontWeight: 700 });
export const halo = style({ fill: vars.color.accent, opacity: 0.35 });
export const disc = style({ fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 2 });
export const number = style({ fill: vars.color.inverse, fontSize: 11, textAnchor: 'middle', dominantBaseline: 'central' });

export const points = style([plainList, { display: 'grid', gap: vars.space['5'], counterReset: 'point' }]);

// Each point's number in the same disc as on the picture, beside its title; screen readers hear the list's own numbers.
export const point = style({
  display: 'grid',
  gridTemplateColumns: '1.75rem minmax(0, 1fr)',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  counterIncrement: 'point',
  selectors: {
    '&::before': {
      content: 'counter(point)',
      gridRow: 'span 2',
      display: 'grid',
      placeItems: 'center',
      width: '1.75rem',
      height: '1.75rem',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
      color: vars.color.inverse,
      fontSize: vars.fontSize.sm,
      fontWeight: 700,
    },
  },
});
globalStyle(`${point} > p`, { color: vars.color.text });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });
