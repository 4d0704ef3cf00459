import { createVar, keyframes, style, type CSSProperties } from '@vanilla-extract/css';
import { partners } from '../../content/partners';
import { plainList } from '../../styles/layout.css';
import { desktop, sliderMotion, still, vars } from '../../styles/theme.css';

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

/*
 * On a desktop the logos centred in the section, the motion control at the row's right end and an empty column of the
 * control's width on the left, so the logos stay centred; on a phone, where a column would cost a logo, the control
 * under the row's right end. Where the row stands still (theme's `still`) it shows every logo at once and needs no
 * pause control.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: '2.75rem minmax(0, 1fr) 2.75rem' }, [still]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const controls = style({
  gridRow: 2,
  justifySelf: 'end',
  '@media': { [desktop]: { gridColumn: 3, gridRow: 1 }, [still]: { display: 'none' } },
});

/** One logo's slot: the animation moves the row by one slot, and the window shows whole slots only. */
const slot = createVar();

/*
 * The window onto the moving row is a whole number of slots wide, centred, so at rest it never shows a cut logo.
 * Both edges fade over a slot's padding: a logo fades in and out only while it slides.
 */
export const viewport = style({
  vars: { [slot]: '10.5rem' },
  overflow: 'hidden',
  width: `round(down, 100%, ${slot})`,
  marginInline: 'auto',
  gridRow: 1,
  maskImage: `linear-gradient(90deg, transparent 0, #000 ${vars.space['4']}, #000 calc(100% - ${vars.space['4']}), transparent 100%)`,
  '@media': { [desktop]: { vars: { [slot]: '12rem' }, gridColumn: 2 }, [still]: { maskImage: 'none', width: 'auto', gridColumn: 1 } },
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
  width: slot,
  paddingInline: vars.space['4'],
});

export const logo = style({ width: '100%', maxWidth: 180, height: 'auto' });
