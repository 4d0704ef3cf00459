import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { container, plainList, stack } from '../../styles/layout.css';
import { desktop, noScript, reducedMotion, still, vars } from '../../styles/theme.css';

const slide = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

// A class of its own (not the bare atom): the tracks' paused rule selects on it. The box the motion control sits in.
export const marquee = style([stack({ gap: '4' }), { position: 'relative' }]);

/*
 * The control sits over the rows' lower right corner, at the page grid's right edge (a container laid over the rows,
 * which lets the pointer through to the pictures around the button); where nothing moves it is not needed.
 */
export const controls = style([
  container,
  {
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: vars.space['3'],
    zIndex: 1,
    display: 'flex',
    justifyContent: 'flex-end',
    pointerEvents: 'none',
    '@media': { [still]: { display: 'none' } },
  },
]);
globalStyle(`${controls} > *`, { pointerEvents: 'auto' });

export const viewport = style({ overflow: 'hidden' });

export const track = style([
  plainList,
  {
    display: 'flex',
    width: 'max-content',
    animation: `${slide} 80s linear infinite`,
    selectors: {
      '&[data-reverse]': { animationDirection: 'reverse' },
      [`${viewport}:hover &, ${marquee}[data-paused] &`]: { animationPlayState: 'paused' },
    },
  },
]);

// Where nothing moves, each row is one line of pictures on the page grid, each picture as wide as the row allows.
const stillOnDesktop = [reducedMotion, noScript].map((query) => `${desktop} and ${query}`).join(', ');
export const stillRow = style({
  '@media': {
    [still]: {
      animation: 'none',
      width: '100%',
      maxWidth: vars.layout.maxWidth,
      marginInline: 'auto',
      paddingInline: vars.space['4'],
      gap: vars.space['3'],
    },
    [stillOnDesktop]: { paddingInline: vars.space['6'] },
  },
});

// Spacing by padding, not gap, so both copies are exactly the same width and the loop has no seam.
export const item = style({
  flex: 'none',
  paddingInlineEnd: vars.space['4'],
  '@media': { [still]: { flex: '1 1 0', minWidth: 0, paddingInlineEnd: 0 } },
});

export const copy = style([item, { '@media': { [still]: { display: 'none' } } }]);

export const photo = style({
  width: '18rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.primaryTint,
  '@media': { [still]: { width: '100%' } },
});
