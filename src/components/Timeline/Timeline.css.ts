import { style } from '@vanilla-extract/css';
import { plainList, stack } from '../../styles/layout.css';
import { desktop, noScript, vars } from '../../styles/theme.css';

export const timeline = style([stack({ gap: '6', align: 'start' }), { maxWidth: vars.measure.text }]);

export const list = style([plainList, { display: 'grid' }]);

// A line down the left with a dot per milestone; what is still ahead gets a dashed line and a hollow dot.
export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  paddingLeft: vars.space['6'],
  paddingBottom: vars.space['5'],
  borderLeft: `3px solid ${vars.color.line}`,
  marginLeft: vars.space['2'],
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    '&[data-future]': { borderLeftStyle: 'dashed' },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: '-0.6875rem',
      top: '0.25rem',
      width: '1.25rem',
      height: '1.25rem',
      borderRadius: vars.radius.pill,
      background: vars.color.accent,
      border: `3px solid ${vars.color.surface}`,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&[data-future]::before': { background: vars.color.surface },
    // Focus lands here after "Load more": always show where it is. The ring is drawn around the milestone's words,
    // not its box, whose space below (the line to the next dot) put an outline across the next year.
    '&:focus': { outline: 'none' },
    '&:focus::after': {
      content: '""',
      position: 'absolute',
      // Left of the dot (it sits 0.6875rem out), 6px clear of the words above and right, and of the next milestone.
      inset: `-6px -6px calc(${vars.space['5']} - 6px) -1.25rem`,
      border: `${vars.focusRing.width} solid ${vars.focusRing.color}`,
      borderRadius: vars.radius.sm,
      pointerEvents: 'none',
    },
    '&:last-child:focus::after': { bottom: '-6px' },
    // Before the button is pressed the later milestones are hidden, but only when scripts run: without them all show.
    [`${list}:not([data-expanded]) > &[data-later]`]: { '@media': { '(scripting: enabled)': { display: 'none' } } },
  },
});

// A step smaller on a phone, where the larger title broke every milestone's name over two lines.
export const title = style([stack({ gap: '1' }), { fontSize: vars.fontSize.lg, '@media': { [desktop]: { fontSize: vars.fontSize.xl } } }]);

export const year = style({ color: vars.color.primaryDark, fontSize: vars.fontSize.md, fontWeight: 700, '@media': { [desktop]: { fontSize: vars.fontSize.lg } } });

export const description = style({ color: vars.color.text, maxWidth: vars.measure.lead });

export const more = style({ '@media': { [noScript]: { display: 'none' } } });
