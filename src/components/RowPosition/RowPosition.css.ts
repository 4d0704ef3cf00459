import { style } from '@vanilla-extract/css';
import { stack } from '../../styles/layout.css';
import { media, noScript, vars } from '../../styles/theme.css';

/** The row and its position marks, close together. */
export const group = style([stack({ gap: '2' }), { minWidth: 0 }]);

// Only where the row scrolls (a phone), and only with a script to follow it: without one the marks could not move.
export const marks = style({
  display: 'none',
  justifyContent: 'center',
  gap: vars.space['2'],
  '@media': { [media.mobile]: { display: 'flex' }, [noScript]: { display: 'none' } },
});

// The card in view is a short bar, the others dots: where you are reads at a glance. The marks change at once, with
// the row's scroll: the row's own movement is the motion, and a row that settles as the page lays out moves no colour.
export const mark = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.muted,
  selectors: { '&[data-current]': { width: '1.5rem', background: vars.color.primary } },
});
