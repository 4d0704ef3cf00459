import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { interactionTransition } from '../../styles/controls.css';
import { reducedMotion, vars } from '../../styles/theme.css';

const slide = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const marquee = style({ display: 'grid', gap: vars.space['4'] });

export const pause = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: 600,
  paddingInline: vars.space['4'],
  justifySelf: 'center',
  '@media': { [reducedMotion]: { display: 'none' } },
});

// A native checkbox drawn as a switch.
export const toggle = style([
  interactionTransition,
  {
    appearance: 'none',
    position: 'relative',
    flex: 'none',
    width: '2.75rem',
    height: '1.5rem',
    margin: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.muted,
    cursor: 'pointer',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetBlockStart: 3,
        insetInlineStart: 3,
        width: '1.125rem',
        height: '1.125rem',
        borderRadius: '50%',
        background: vars.color.surface,
        transition: `transform ${vars.motion.fast}`,
      },
      '&:checked': { background: vars.color.primary },
      '&:checked::before': { transform: 'translateX(1.25rem)' },
    },
  },
]);

export const viewport = style({ overflow: 'hidden' });

export const track = style({
  display: 'flex',
  width: 'max-content',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${slide} 80s linear infinite`,
  selectors: {
    '&[data-reverse]': { animationDirection: 'reverse' },
    [`${viewport}:hover &`]: { animationPlayState: 'paused' },
    [`${marquee}:has(${toggle}:checked) &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    [reducedMotion]: { animation: 'none', width: 'auto', flexWrap: 'wrap', justifyContent: 'center', rowGap: vars.space['4'] },
  },
});

// Spacing by padding, not gap, so both copies are exactly the same width and the loop has no seam.
export const item = style({ flex: 'none', paddingInlineEnd: vars.space['4'] });

globalStyle(`${item}[data-copy]`, { '@media': { [reducedMotion]: { display: 'none' } } });

export const photo = style({ width: '18rem', height: 'auto', aspectRatio: '4 / 3', borderRadius: vars.radius.md, background: vars.color.primaryTint });
