import { globalStyle, style } from '@vanilla-extract/css';
import { outlineButton } from '../../styles/controls.css';
import { vars } from '../../styles/theme.css';

export const timeline = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const list = style({
  display: 'grid',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingInlineStart: vars.space['5'],
  borderInlineStart: `3px solid ${vars.color.line}`,
  maxWidth: '44rem',
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['1'],
  borderRadius: vars.radius.sm,
  selectors: {
    // The dot on the line.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${vars.space['5']} - 10px)`,
      insetBlockStart: '0.35rem',
      width: 17,
      height: 17,
      borderRadius: '50%',
      background: vars.color.accent,
      border: `3px solid ${vars.color.surface}`,
    },
    // Focus lands here after "Load more": always show where it is.
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '6px' },
  },
});

// Before the button is pressed the later milestones are hidden, but only when scripts run: without them all show.
globalStyle(`${list}[data-expanded="false"] > [data-later]`, {
  '@media': { '(scripting: enabled)': { display: 'none' } },
});

export const year = style({ fontWeight: 700, color: vars.color.primaryDark, fontSize: vars.fontSize.lg });

export const title = style({ fontSize: vars.fontSize.lg });

export const button = style([outlineButton, { '@media': { '(scripting: none)': { display: 'none' } } }]);
