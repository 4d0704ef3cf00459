import { keyframes, style, type CSSProperties } from '@vanilla-extract/css';
import { partners } from '../../content/partners';
import { plainList, stack } from '../../styles/layout.css';
import { sliderMotion, still, vars } from '../../styles/theme.css';

const count = partners.partners.length;
const advanceMs = sliderMotion.autoplaySpeed;
const slideMs = sliderMotion.animationSpeed;
const cycleMs = count * advanceMs;

/**
 * One step per logo: hold for (advance - slide) ms, then slide one logo's width in `slide` ms. The track
 * holds the list twice, so after `count` steps it is back where it started, a logo's width being
 * 1 / (2 * count) of the track.
 */
const percent = (ms: number) => `${((ms / cycleMs) * 100).toFixed(4)}%`;
const offset = (step: number) => ({ transform: `translateX(${((-step / (2 * count)) * 100).toFixed(4)}%)` });
const steps: Record<string, CSSProperties> = { '0%': offset(0) };
for (let step = 0; step < count; step++) {
  steps[percent(step * advanceMs + advanceMs - slideMs)] = offset(step);
  steps[percent((step + 1) * advanceMs)] = offset(step + 1);
}
const slide = keyframes(steps);

// Where the row stands still (theme's `still`) it shows every logo at once and needs no pause control.
export const root = style([stack({ gap: '4' }), { minWidth: 0 }]);

export const controls = style({ display: 'flex', '@media': { [still]: { display: 'none' } } });

export const viewport = style({
  overflow: 'hidden',
  // The logos fade in and out at the edges instead of being cut.
  maskImage: 'linear-gradient(90deg, transparent 0, #000 6%, #000 94%, transparent 100%)',
  '@media': { [still]: { maskImage: 'none' } },
});

// Still while paused by the button, while the pointer is over the logos, or while keyboard focus is in the row
// (unless Play was pressed since focus came in).
export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${slide} ${cycleMs}ms ease-in-out infinite`,
  '@media': { [still]: { animation: 'none', width: 'auto' } },
  selectors: {
    [`${root}[data-paused] &, ${viewport}:hover &, ${root}:focus-within:not([data-resumed]) &`]: { animationPlayState: 'paused' },
  },
});

export const list = style([
  plainList,
  { display: 'flex', '@media': { [still]: { flexWrap: 'wrap', justifyContent: 'center', rowGap: vars.space['4'] } } },
]);

export const copy = style([list, { '@media': { [still]: { display: 'none' } } }]);

// Every item is the same width, so one step of the animation moves exactly one logo.
export const item = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '13rem',
  paddingInline: vars.space['4'],
});

export const logo = style({ width: 180, height: 48 });
